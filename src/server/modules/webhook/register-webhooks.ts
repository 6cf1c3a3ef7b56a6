import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config';
import type { WebhookPayloads } from './record-event.js';
import { WebhookSender, type DeliveryHooks, type WebhookSettings } from './webhook-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes webhook events (with their cause's transaction) and delivers them: docs/webhooks.md. */
    webhooks: WebhookSender;
  }
}

export const WEBHOOK_POLL_MS = 5_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RETRY_FOR_MS = 24 * 60 * 60 * 1000;

export function webhookSettingsOf(config: Config): WebhookSettings {
  return {
    retryFirstMs: config.WEBHOOK_RETRY_FIRST_MS,
    retryMaxMs: config.WEBHOOK_RETRY_MAX_MS,
    retryForMs: WEBHOOK_RETRY_FOR_MS,
    pollMs: WEBHOOK_POLL_MS,
    leaseMs: config.WEBHOOK_LEASE_MS,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE === 'true',
  };
}

/**
 * Decorates `app.webhooks` with this instance's sender. `payloads` draw each event's `data` (the
 * console's views, handed in by app.ts so this module imports none of the modules whose events
 * it carries). It starts delivering once the app is ready (unless `deliver` is false: a test
 * that drives passes itself) and stops before the app's database closes.
 */
export function registerWebhooks(
  app: FastifyInstance,
  config: Config,
  payloads: WebhookPayloads,
  options: { deliver?: boolean; hooks?: DeliveryHooks } = {},
): WebhookSender {
  const sender = new WebhookSender(app.db, app.clock, app.log, webhookSettingsOf(config), payloads, options.hooks);
  app.decorate('webhooks', sender);
  if (options.deliver !== false) app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  return sender;
}
