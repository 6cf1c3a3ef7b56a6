import type { CreditNoteContent } from '@server/modules/invoice/credit-note-content';
import { renderCreditNotePdf } from '@server/modules/invoice/credit-note-pdf';
import type { InvoiceContent } from '@server/modules/invoice/invoice-content';
import { loadInvoiceDrawing } from '@server/modules/invoice/document-page';
import { renderInvoicePdf } from '@server/modules/invoice/invoice-pdf';

/**
 * A document to draw, as plain data that crosses to a worker thread (structured clone): its kind
 * names the drawer, its content is everything the document shows. A new kind of document adds a
 * member here and a drawer below.
 */
export type DocumentRequest =
  { kind: 'invoice'; content: InvoiceContent } | { kind: 'credit-note'; content: CreditNoteContent };

type Drawers = {
  [K in DocumentRequest['kind']]: (content: Extract<DocumentRequest, { kind: K }>['content']) => Promise<Buffer>;
};

const drawers: Drawers = { invoice: renderInvoicePdf, 'credit-note': renderCreditNotePdf };

export function drawDocument(request: DocumentRequest): Promise<Buffer> {
  // Narrowed by hand: TypeScript cannot tie a union's member to its drawer through the index.
  return request.kind === 'invoice' ? drawers.invoice(request.content) : drawers['credit-note'](request.content);
}

/** Loads what every drawing needs (pdfkit, the fonts) once per worker, before its first document. */
export function loadDrawing(): void {
  loadInvoiceDrawing();
}
