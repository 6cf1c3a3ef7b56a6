import type { InvoiceContent } from '@server/modules/invoice/invoice-content';
import { loadInvoiceDrawing, renderInvoicePdf } from '@server/modules/invoice/invoice-pdf';

/**
 * A document to draw, as plain data that crosses to a worker thread (structured clone): its kind
 * names the drawer, its content is everything the document shows. A new kind of document (a
 * credit note) adds a member here and a drawer below.
 */
export type DocumentRequest = { kind: 'invoice'; content: InvoiceContent };

type Drawers = {
  [K in DocumentRequest['kind']]: (content: Extract<DocumentRequest, { kind: K }>['content']) => Promise<Buffer>;
};

const drawers: Drawers = { invoice: renderInvoicePdf };

export function drawDocument(request: DocumentRequest): Promise<Buffer> {
  return drawers[request.kind](request.content);
}

/** Loads what every drawing needs (pdfkit, the fonts) once per worker, before its first document. */
export function loadDrawing(): void {
  loadInvoiceDrawing();
}
