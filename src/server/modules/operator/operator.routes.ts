import type { FastifyPluginAsync } from 'fastify';
import { serveAccess } from '@server/lib/endpoint';
import { neverCache } from '@server/lib/private-answers';
import { requireOperator } from '@server/lib/operator-access';
import { operatorCouponRoutes } from './coupons/coupons.routes.js';
import { operatorMailRoutes } from './mails/mails.routes.js';
import { operatorCustomerRoutes } from './customers/customers.routes.js';
import { operatorDashboardRoutes } from './dashboard/dashboard.routes.js';
import { operatorPageRoutes } from './pages/pages.routes.js';
import { operatorSettingsRoutes } from './settings/settings.routes.js';
import { operatorShippingRoutes } from './shipping/shipping.routes.js';
import { operatorOrderNoteRoutes } from './orders/order-notes.routes.js';
import { operatorOrderRoutes } from './orders/orders.routes.js';
import { operatorProductRoutes } from './products/products.routes.js';
import { operatorImportRoutes } from './imports/imports.routes.js';
import { operatorExportRoutes } from './exports/exports.routes.js';
import { operatorVariantRoutes } from '@server/modules/variant';
import { apiKeyRoutes } from '@server/modules/api-key';
import { operatorRefundRoutes } from './refunds/refunds.routes.js';
import { operatorReviewListRoutes, operatorReviewVisibilityRoutes } from './reviews/reviews.routes.js';
import { operatorShipmentRoutes } from './shipments/shipments.routes.js';
import { operatorStorefrontRoutes } from './storefront/storefront.routes.js';
import { operatorWebhookRoutes } from './webhooks/webhooks.routes.js';
import { operatorStaffRoutes } from './staff/staff.routes.js';
import { operatorActivityRoutes } from './activity/activity.routes.js';
import { requireStaffMember } from './staff/staff-scope.js';

/**
 * The operator's calls (docs/after-sales.md "The operator", docs/operator-console.md), all in
 * this one scope, registered once under /api/admin: the caller is an active staff member (their
 * role read from the database on every request, so a removal or a new role counts from the next
 * call; staff/staff-scope.ts) or an API key (lib/operator-access.ts); each endpoint then checks
 * that the role or the key holds the scope the contract names for it, and every answer is marked
 * no-store.
 * Each feature folder's routes are child plugins, so they inherit both. Every action is written
 * to the order's events, or to the audit, as `operator:{userId}` (or `api-key:{apiKeyId}`).
 *
 * The order below is the order of the OpenAPI document's paths; keep it.
 */
export const operatorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireOperator(requireStaffMember));
  serveAccess(app, 'operator');
  neverCache(app);

  await app.register(operatorOrderRoutes);
  await app.register(operatorRefundRoutes);
  await app.register(operatorShipmentRoutes);
  await app.register(operatorDashboardRoutes);
  await app.register(operatorReviewListRoutes);
  await app.register(operatorCustomerRoutes);
  await app.register(operatorReviewVisibilityRoutes);
  await app.register(operatorProductRoutes);
  await app.register(operatorVariantRoutes);
  await app.register(operatorStorefrontRoutes);
  await app.register(operatorCouponRoutes);
  await app.register(operatorPageRoutes);
  await app.register(operatorSettingsRoutes);
  await app.register(operatorShippingRoutes);
  await app.register(operatorOrderNoteRoutes);
  await app.register(operatorMailRoutes);
  await app.register(operatorImportRoutes);
  await app.register(operatorExportRoutes);
  await app.register(apiKeyRoutes);
  await app.register(operatorWebhookRoutes);
  await app.register(operatorStaffRoutes);
  await app.register(operatorActivityRoutes);
};
