/**
 * The webhook module's public surface (docs/webhooks.md): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries").
 */
export { recordWebhookEvent, recordWebhookEvents } from './record-event.js';
export { recordStockLow, stockBefore } from './stock-low.js';
export type { WebhookPayloads, WebhookSink, WebhookSubject } from './record-event.js';
export {
  createWebhook,
  deleteWebhook,
  failingWebhooks,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  updateWebhook,
} from './webhook.service.js';
export type { WebhookDeps } from './webhook.service.js';
