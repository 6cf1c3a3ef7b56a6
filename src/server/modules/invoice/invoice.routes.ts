import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderUuidParamsSchema } from '@shared/schemas/order';
import { requireUser } from '../../lib/auth.js';
import { conflict, notFound } from '../../lib/errors.js';
import { routeDocs } from '../../lib/openapi.js';
import { enforceLimit } from '../../providers/rate-limit/index.js';
import { invoiceContentOf } from './invoice-content.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoicedOrderOf } from './invoice.repository.js';

/**
 * A PDF costs tens of milliseconds of CPU to draw: enough for any customer (every order's invoice
 * at once), too few to keep the shop's cores busy. Counted before the order is looked up, so
 * guessing order ids is limited too.
 */
export const INVOICE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;
export const invoiceLimitKey = (userId: number) => `invoice:user:${userId}`;

/**
 * Invoices of paid orders (docs/invoices.md); registered in the customer scope (app.ts), which
 * authenticates and marks every answer `private, no-store`.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = routeDocs('order');
  const shop = { name: app.config.SHOP_NAME, address: app.config.SHOP_ADDRESS };

  app.get(
    '/order/:orderUuid/invoice-pdf',
    { schema: { ...answer("A paid order's invoice, as a PDF file"), params: orderUuidParamsSchema } },
    async (req, reply) => {
      const { userId } = requireUser(req);
      await enforceLimit(app.rateLimiter, invoiceLimitKey(userId), INVOICE_LIMIT, 'Too many invoice downloads');
      const found = await invoicedOrderOf(app.db.kysely, userId, req.params.orderUuid);
      if (!found) throw notFound('Order');
      const { invoice_number, invoiced_at } = found.order;
      if (found.order.payment_status !== 'success' || invoice_number === null || invoiced_at === null) {
        throw conflict('Invoice is available once the order is paid');
      }
      const pdf = await renderInvoicePdf(
        invoiceContentOf(found, { number: invoice_number, issuedAt: invoiced_at }, shop),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${found.order.order_number}.pdf"`)
        .send(pdf);
    },
  );
};
