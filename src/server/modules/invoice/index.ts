/**
 * The invoice module's public surface (invoices and credit notes): what other modules may import,
 * and nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { formatCreditNoteNumber } from './credit-note-content.js';
export { assignCreditNoteNumber } from './credit-note.repository.js';
export { assignInvoiceNumber } from './invoice.repository.js';
export { packingSlipRoutes } from './packing-slip.routes.js';
