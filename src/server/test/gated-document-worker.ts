import { workerData } from 'node:worker_threads';
import { drawDocument, type ShopDocument } from '@server/modules/invoice/document-drawers';
import { serveDocuments } from '@server/providers/documents/serve-documents';

/**
 * The shop's document worker behind a gate the test holds (gated-document-pool.ts): each drawing
 * counts its arrival, then blocks this thread until the gate is open, as a very long drawing would.
 */
const gate = new Int32Array(workerData.gate as SharedArrayBuffer);
Atomics.wait(gate, 2, 0); // held here, as a slow start would be, while the test says so

serveDocuments((request: ShopDocument) => {
  Atomics.add(gate, 1, 1);
  Atomics.wait(gate, 0, 0);
  return drawDocument(request);
});
