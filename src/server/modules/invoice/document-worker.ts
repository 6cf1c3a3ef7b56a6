import { serveDocuments } from '@server/providers/documents/serve-documents';
import { drawDocument, loadDrawing } from './document-drawers.js';

// A worker thread of the document pool (providers/documents/document-pool.ts), which the app
// hands this script (document-worker-source.ts). The production build makes it an entry point of
// its own, dist/server/document-worker.js, beside main.js.
loadDrawing();
serveDocuments(drawDocument);
