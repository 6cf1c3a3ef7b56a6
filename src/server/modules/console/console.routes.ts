import type { FastifyPluginAsync } from 'fastify';
import { serveAccess } from '@server/lib/endpoint';
import { neverCache } from '@server/lib/private-answers';
import { requireOperator } from '@server/lib/operator-access';
import { consoleCouponRoutes } from './coupons/coupons.routes.js';
import { consoleMailRoutes } from './mails/mails.routes.js';
import { consoleCustomerRoutes } from './customers/customers.routes.js';
import { consoleCustomerNoteRoutes } from './customers/customer-notes.routes.js';
import { consoleDashboardRoutes } from './dashboard/dashboard.routes.js';
import { consolePageRoutes } from './pages/pages.routes.js';
import { consoleSettingsRoutes } from './settings/settings.routes.js';
import { consoleShippingRoutes } from './shipping/shipping.routes.js';
import { consoleOrderNoteRoutes } from './orders/order-notes.routes.js';
import { consoleOrderRoutes } from './orders/orders.routes.js';
import { consoleProductRoutes } from './products/products.routes.js';
import { consoleImportRoutes } from './imports/imports.routes.js';
import { consoleExportRoutes } from './exports/exports.routes.js';
import { operatorVariantRoutes } from '@server/modules/variant';
import { apiKeyRoutes } from '@server/modules/api-key';
import { consoleRefundRoutes } from './refunds/refunds.routes.js';
import { consoleReviewListRoutes, consoleReviewVisibilityRoutes } from './reviews/reviews.routes.js';
import { consoleShipmentRoutes } from './shipments/shipments.routes.js';
import { packingSlipRoutes } from '@server/modules/invoice';
import { consoleStorefrontRoutes } from './storefront/storefront.routes.js';
import { consoleWebhookRoutes } from './webhooks/webhooks.routes.js';
import { consoleStaffRoutes } from './staff/staff.routes.js';
import { consoleActivityRoutes } from './activity/activity.routes.js';
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
export const consoleRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireOperator(requireStaffMember));
  serveAccess(app, 'operator');
  neverCache(app);

  await app.register(consoleOrderRoutes);
  await app.register(consoleRefundRoutes);
  await app.register(consoleShipmentRoutes);
  await app.register(packingSlipRoutes);
  await app.register(consoleDashboardRoutes);
  await app.register(consoleReviewListRoutes);
  await app.register(consoleCustomerRoutes);
  await app.register(consoleCustomerNoteRoutes);
  await app.register(consoleReviewVisibilityRoutes);
  await app.register(consoleProductRoutes);
  await app.register(operatorVariantRoutes);
  await app.register(consoleStorefrontRoutes);
  await app.register(consoleCouponRoutes);
  await app.register(consolePageRoutes);
  await app.register(consoleSettingsRoutes);
  await app.register(consoleShippingRoutes);
  await app.register(consoleOrderNoteRoutes);
  await app.register(consoleMailRoutes);
  await app.register(consoleImportRoutes);
  await app.register(consoleExportRoutes);
  await app.register(apiKeyRoutes);
  await app.register(consoleWebhookRoutes);
  await app.register(consoleStaffRoutes);
  await app.register(consoleActivityRoutes);
};
