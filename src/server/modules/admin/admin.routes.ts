import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  approveRefundSchema,
  confirmationMailResponseSchema,
  createShipmentResponseSchema,
  createShipmentSchema,
  refundDecisionResponseSchema,
  rejectRefundSchema,
  reviewIdParamsSchema,
  reviewVisibilityResponseSchema,
  shipmentIdParamsSchema,
  updateShipmentSchema,
} from '@shared/schemas/admin';
import { orderUuidParamsSchema, shipmentSchema } from '@shared/schemas/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { routeDocs } from '@server/lib/openapi';
import { neverCache } from '@server/lib/private-answers';
import { requireRole } from '@server/lib/roles';
import { resendConfirmation } from '@server/modules/order/confirmation';
import { actorUserId, operatorActor, orderDepsOf, SYSTEM_ACTOR } from '@server/modules/order/order.deps';
import * as orders from '@server/modules/order/order.repository';
import { toOrder, toOrderDetail } from '@server/modules/order/order-view';
import { approveRefund, rejectRefund } from '@server/modules/refund/refund.service';
import { setReviewHidden } from '@server/modules/review/review.service';
import { createShipment, shipmentsOf, updateShipmentStatus } from '@server/modules/shipment/shipment.service';
import * as repo from './admin.repository.js';
import { adminCouponRoutes } from './admin-coupons.routes.js';
import { adminProductRoutes } from './admin-products.routes.js';
import { adminStorefrontRoutes } from './admin-storefront.routes.js';
import { adminCustomerRoutes } from './admin-customers.routes.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';
import { adminReviewRoutes } from './admin-reviews.routes.js';

const isId = (id: number | null): id is number => id !== null;

/**
 * The operator's calls (docs/after-sales.md "The operator"), all in one scope that requires the
 * operator role on every request (read from the database, so a revoke works at once). Every
 * action is written to the order's events as `operator:{userId}`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('operator'));
  neverCache(app);
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');
  const actorOf = (req: Parameters<typeof requireUser>[0]) => operatorActor(requireUser(req).userId);

  app.get(
    '/orders',
    {
      schema: {
        ...answer('Every order, filtered and paged', adminOrderListSchema),
        querystring: adminOrderListQuerySchema,
      },
    },
    async (req) => {
      const { rows, total } = await repo.listOrders(deps.db.kysely, repo.listFilter(req.query));
      return ok({
        list: rows.map(({ item_count, ...row }) => ({
          ...toOrder(row, Number(item_count ?? 0)),
          customerEmail: row.customer_email,
          shippingState: repo.shippingStateOf(row),
        })),
        total,
      });
    },
  );

  app.get(
    '/orders/:orderUuid',
    {
      schema: {
        ...answer('One order with its customer, shipments and events', adminOrderDetailSchema),
        params: orderUuidParamsSchema,
      },
    },
    async (req) => {
      const order = await repo.findByUuid(deps.db.kysely, req.params.orderUuid);
      if (!order) throw notFound('Order');
      const [items, shipments, events] = await Promise.all([
        orders.itemsOf(deps.db.kysely, order.order_id),
        shipmentsOf(deps, order.order_id),
        orders.eventsOf(deps.db.kysely, order.order_id),
      ]);
      const names = await repo.emailsOf(
        deps.db.kysely,
        [...new Set(events.map((e) => actorUserId(e.actor)))].filter(isId),
      );
      return ok({
        ...toOrderDetail(order, items),
        customerEmail: order.customer_email,
        refundOutcome: order.refund_outcome,
        shippingState: repo.shippingStateOf(order),
        shipments,
        events: events.map((e) => ({
          type: e.type,
          actor: e.actor,
          actorName: names.get(actorUserId(e.actor) ?? 0) ?? (e.actor === SYSTEM_ACTOR ? 'System' : e.actor),
          detail: JSON.parse(e.detail_json) as Record<string, unknown>,
          createdAt: e.created_at,
        })),
      });
    },
  );

  app.post(
    '/orders/:orderUuid/confirmation-mail',
    {
      schema: {
        ...answer('Send the order confirmation mail to the customer again', confirmationMailResponseSchema),
        params: orderUuidParamsSchema,
      },
    },
    async (req) => ok(await resendConfirmation(deps, actorOf(req), req.params.orderUuid)),
  );

  app.post(
    '/orders/:orderUuid/refund/approve',
    {
      schema: {
        ...answer('Approve a refund: the amount paid goes back to the card', refundDecisionResponseSchema),
        params: orderUuidParamsSchema,
        body: approveRefundSchema.optional(),
      },
    },
    async (req) => ok(await approveRefund(deps, actorOf(req), req.params.orderUuid, req.body?.remark || null)),
  );

  app.post(
    '/orders/:orderUuid/refund/reject',
    {
      schema: {
        ...answer('Reject a refund request, with a remark for the customer', refundDecisionResponseSchema),
        params: orderUuidParamsSchema,
        body: rejectRefundSchema,
      },
    },
    async (req) => ok(await rejectRefund(deps, actorOf(req), req.params.orderUuid, req.body.remark)),
  );

  app.post(
    '/orders/:orderUuid/shipments',
    {
      schema: {
        ...answer('Ship order items under one tracking number', createShipmentResponseSchema),
        params: orderUuidParamsSchema,
        body: createShipmentSchema,
      },
    },
    async (req) => ok(await createShipment(deps, actorOf(req), req.params.orderUuid, req.body)),
  );

  app.post(
    '/shipments/:shipmentId',
    {
      schema: {
        ...answer("Set a shipment's status", shipmentSchema.pick({ shipmentId: true, shipmentStatus: true })),
        params: shipmentIdParamsSchema,
        body: updateShipmentSchema,
      },
    },
    async (req) => ok(await updateShipmentStatus(deps, actorOf(req), req.params.shipmentId, req.body.shipmentStatus)),
  );

  await app.register(adminDashboardRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminCustomerRoutes);

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/reviews/:reviewId/${action}`,
      {
        schema: {
          ...answer(
            hidden ? 'Hide a review from its product page' : 'Show a hidden review again',
            reviewVisibilityResponseSchema,
          ),
          params: reviewIdParamsSchema,
        },
      },
      async (req) => ok(await setReviewHidden(deps, actorOf(req), req.params.reviewId, hidden)),
    );
  }

  // The catalogue, the home page and coupons (docs/operator-console.md): child plugins, so they
  // inherit this scope's role check and no-store header.
  await app.register(adminProductRoutes);
  await app.register(adminStorefrontRoutes);
  await app.register(adminCouponRoutes);
};
