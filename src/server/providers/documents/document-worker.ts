import { drawDocument, loadDrawing } from './drawers.js';
import { serveDocuments } from './serve-documents.js';

// A worker thread of the document pool (document-pool.ts). The production build makes it an entry
// point of its own, dist/server/document-worker.js, beside main.js.
loadDrawing();
serveDocuments(drawDocument);
