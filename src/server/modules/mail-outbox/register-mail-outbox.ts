import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config';
import { OutboxSender, messageIdHostOf, type OutboxSettings } from './outbox-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues mails (with their cause's transaction) and delivers them: docs/notifications.md. */
    mailOutbox: OutboxSender;
  }
}

export const MAIL_POLL_MS = 5_000;

export function outboxSettingsOf(config: Config, overrides: Partial<OutboxSettings> = {}): OutboxSettings {
  return {
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryFirstMs: config.MAIL_RETRY_FIRST_MS,
    retryMaxMs: config.MAIL_RETRY_MAX_MS,
    pollMs: MAIL_POLL_MS,
    leaseMs: config.MAIL_LEASE_MS,
    messageIdHost: messageIdHostOf(config.MAIL_FROM),
    ...overrides,
  };
}

/**
 * Decorates `app.mailOutbox` with this instance's sender, over `app.mailer` (SMTP or the
 * DATA_DIR/outbox files). It starts delivering once the app is ready (unless `deliver` is false:
 * a test that drives passes itself) and stops before the app's database closes.
 */
export function registerMailOutbox(app: FastifyInstance, config: Config, deliver = true): OutboxSender {
  const sender = new OutboxSender(
    app.db,
    app.mailer,
    app.clock,
    app.log,
    outboxSettingsOf(config, { messageIdHost: () => messageIdHostOf(app.shopIdentity.current().senderEmail) }),
  );
  app.decorate('mailOutbox', sender);
  if (deliver) app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  return sender;
}
