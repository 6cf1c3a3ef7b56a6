import type { FastifyPluginAsync } from 'fastify';
import { getCreditNotePdf, getInvoicePdf } from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { AppError, conflict, notFound } from '@server/lib/errors';
import { serve } from '@server/lib/endpoint';
import { DocumentUnavailable } from '@server/providers/documents/document-pool';
import { DocumentShelf, documentKey } from '@server/providers/documents/document-shelf';
import { taxNumber } from '@server/modules/shipping';
import { enforceLimit } from '@server/providers/rate-limit/index';
import type { ShopDocument } from './document-drawers.js';
import { invoiceContentOf } from './invoice-content.js';
import { invoicedOrderOf } from './invoice.repository.js';
import { creditNoteContentOf } from './credit-note-content.js';
import { creditNoteOf } from './credit-note.repository.js';

/**
 * Invoice downloads are counted in work, in units: a request costs one (counted before the order
 * is looked up, so guessing order ids is limited too) and an invoice that has to be drawn costs
 * one per LINES_PER_DRAWING_UNIT lines begun, that first unit included (never more than the
 * whole budget, so any invoice can be drawn in a fresh window). A kept invoice is a read and
 * costs its request's unit only.
 */
export const INVOICE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;
export const LINES_PER_DRAWING_UNIT = 10;
export const invoiceLimitKey = (userId: number) => `invoice:user:${userId}`;
const TOO_MANY = 'Too many invoice downloads';

/** Units a drawing of `lines` lines costs in all. */
export function drawingCost(lines: number): number {
  return Math.min(INVOICE_LIMIT.limit, Math.max(1, Math.ceil(lines / LINES_PER_DRAWING_UNIT)));
}

/** What a client is told when a drawing timed out or too many are waiting; worth retrying soon. */
const notDrawnNow = () =>
  new AppError('unavailable', 'The invoice could not be drawn just now, please try again', { 'Retry-After': '30' });

/**
 * Invoices of paid orders (docs/invoices.md); registered in the customer scope (app.ts), which
 * authenticates and marks every answer `private, no-store`. Drawn in the document pool's worker
 * threads, never on the event loop, and kept once drawn: a paid order's invoice never changes.
 */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  // The shop's name, address and tax number when the document is drawn (a change draws it anew).
  const shopNow = async () => ({
    name: app.shopIdentity.current().name,
    address: app.shopIdentity.current().addressLines,
    taxNumber: await taxNumber(app.db.kysely),
  });
  const shelf = new DocumentShelf(app.db.kysely, app.documentPool, () => app.nowIso());

  await serve(app, getInvoicePdf, async (req, reply) => {
    const { userId } = requireUser(req);
    const limitKey = invoiceLimitKey(userId);
    await enforceLimit(app.rateLimiter, limitKey, INVOICE_LIMIT, TOO_MANY);
    const found = await invoicedOrderOf(app.db.kysely, userId, req.params.orderUuid);
    if (!found) throw notFound('Order');
    const { invoice_number, invoiced_at } = found.order;
    if (found.order.payment_status !== 'success' || invoice_number === null || invoiced_at === null) {
      throw conflict('Invoice is available once the order is paid');
    }
    const request: ShopDocument = {
      kind: 'invoice',
      content: invoiceContentOf(found, { number: invoice_number, issuedAt: invoiced_at }, await shopNow()),
    };
    const extraUnits = drawingCost(found.items.length) - 1;
    const pdf = await shelf
      .keptOrDrawn(documentKey(request, found.order.order_id), request, async () => {
        if (extraUnits > 0) await enforceLimit(app.rateLimiter, limitKey, INVOICE_LIMIT, TOO_MANY, extraUnits);
      })
      .catch((error: unknown) => {
        throw error instanceof DocumentUnavailable ? notDrawnNow() : error;
      });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${found.order.order_number}.pdf"`)
      .send(pdf);
  });

  // A completed refund's credit note: for the order's owner, or an operator. Counted with invoices.
  await serve(app, getCreditNotePdf, async (req, reply) => {
    const { userId } = requireUser(req);
    const limitKey = invoiceLimitKey(userId);
    await enforceLimit(app.rateLimiter, limitKey, INVOICE_LIMIT, TOO_MANY);
    const found = await creditNoteOf(app.db.kysely, userId, req.params.orderUuid, req.params.refundId);
    if (!found) throw notFound('Credit note');
    const { credit_note_number, credit_noted_at } = found.refund;
    const { invoice_number, invoiced_at } = found.order;
    if (credit_note_number === null || credit_noted_at === null || invoice_number === null || invoiced_at === null) {
      throw conflict('A credit note is made once the refund is completed');
    }
    const request: ShopDocument = {
      kind: 'credit-note',
      content: creditNoteContentOf(
        found,
        {
          number: credit_note_number,
          issuedAt: credit_noted_at,
          invoiceNumber: invoice_number,
          invoicedAt: invoiced_at,
        },
        await shopNow(),
      ),
    };
    const extraUnits = drawingCost(found.lines.length) - 1;
    const pdf = await shelf
      .keptOrDrawn(documentKey(request, found.refund.refund_id), request, async () => {
        if (extraUnits > 0) await enforceLimit(app.rateLimiter, limitKey, INVOICE_LIMIT, TOO_MANY, extraUnits);
      })
      .catch((error: unknown) => {
        throw error instanceof DocumentUnavailable ? notDrawnNow() : error;
      });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${request.content.creditNoteNumber}.pdf"`)
      .send(pdf);
  });
};
