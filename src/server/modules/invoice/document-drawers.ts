import type { CreditNoteContent } from './credit-note-content.js';
import { renderCreditNotePdf } from './credit-note-pdf.js';
import type { InvoiceContent } from './invoice-content.js';
import { loadInvoiceDrawing } from './document-page.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { PackingSlipContent } from './packing-slip.js';
import { renderPackingSlipPdf } from './packing-slip-pdf.js';

/**
 * A document the shop draws, as plain data that crosses to a worker thread of the document pool
 * (structured clone): its kind names the drawer, its content is everything the document shows. A
 * new kind of document adds a member here and a drawer below. The pool (a provider) knows
 * nothing of them: it runs document-worker.ts, which draws with these.
 */
export type ShopDocument =
  | { kind: 'invoice'; content: InvoiceContent }
  | { kind: 'credit-note'; content: CreditNoteContent }
  | { kind: 'packing-slip'; content: PackingSlipContent };

type Drawers = {
  [K in ShopDocument['kind']]: (content: Extract<ShopDocument, { kind: K }>['content']) => Promise<Buffer>;
};

const drawers: Drawers = {
  invoice: renderInvoicePdf,
  'credit-note': renderCreditNotePdf,
  'packing-slip': renderPackingSlipPdf,
};

export function drawDocument(request: ShopDocument): Promise<Buffer> {
  // Narrowed by hand: TypeScript cannot tie a union's member to its drawer through the index.
  switch (request.kind) {
    case 'invoice':
      return drawers.invoice(request.content);
    case 'credit-note':
      return drawers['credit-note'](request.content);
    case 'packing-slip':
      return drawers['packing-slip'](request.content);
  }
}

/** Loads what every drawing needs (pdfkit, the fonts) once per worker, before its first document. */
export function loadDrawing(): void {
  loadInvoiceDrawing();
}
