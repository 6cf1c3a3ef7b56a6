import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config';
import { systemClock, type Clock } from './clock/clock.js';
import { createDocumentPool, type DocumentPool, type DocumentWorkerSource } from './documents/document-pool.js';
import { createMailer, type MailFrom, type Mailer } from './mail/mailer.js';
import { createRateLimiter, type RateLimiter } from './rate-limit/index.js';
import {
  createPaymentProvider,
  loggingPaymentOutcomes,
  type PaymentOutcomes,
  type PaymentProvider,
} from './payment/index.js';
import { createPhotoStorage, type PhotoStorage } from './storage/index.js';

/**
 * The outside services the shop talks to, each behind its interface. Every one is created here
 * from the configuration unless an override is given (tests pass a fixed clock, a mail catcher,
 * a Redis limiter, a Stripe provider pointed at a fake); modules only ever see `app.clock`,
 * `app.mailer`, `app.rateLimiter`, `app.payment`, `app.paymentOutcomes`, `app.photoStorage` and
 * `app.documentPool`.
 * A new provider adds a field here, a line to `create` and, if it holds
 * connections, a `close`.
 */
export interface Providers {
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  payment: PaymentProvider;
  /** What a settled payment does; the order module supplies it (until then: a log line). */
  paymentOutcomes: PaymentOutcomes;
  /** Customers' photos: an S3 bucket, or DATA_DIR/uploads (docs/uploads.md). */
  photoStorage: PhotoStorage;
  /** Worker threads that draw documents (invoice PDFs) off the event loop (docs/invoices.md). */
  documentPool: DocumentPool;
}

export type ProviderOverrides = Partial<Providers>;

/** What the modules hand the providers, which know none of them. */
export interface ProviderInputs {
  /** The worker script that draws the shop's documents (the invoice module's). */
  documentWorker: DocumentWorkerSource;
  /** Who mail comes from, asked at each mail (the shop's identity, which the console edits). */
  mailFrom: MailFrom;
}

declare module 'fastify' {
  interface FastifyInstance extends Providers {
    /** The clock's time as ISO-8601 UTC text, the form every timestamp column holds. */
    nowIso(): string;
  }
}

/** Decorates the app with every provider; call after `app.db` exists (the rate limiter may use it). */
export function registerProviders(
  app: FastifyInstance,
  config: Config,
  inputs: ProviderInputs,
  overrides: ProviderOverrides = {},
): Providers {
  const clock = overrides.clock ?? systemClock;
  const providers: Providers = {
    clock,
    mailer: overrides.mailer ?? createMailer(config, app.log, inputs.mailFrom),
    rateLimiter:
      overrides.rateLimiter ??
      createRateLimiter(config, app.db.kysely, {
        now: () => clock.now(),
        onRedisError: (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'),
      }),
    payment: overrides.payment ?? createPaymentProvider(config, { db: app.db, clock }),
    paymentOutcomes: overrides.paymentOutcomes ?? loggingPaymentOutcomes(app.log),
    photoStorage: overrides.photoStorage ?? createPhotoStorage(config, { clock }),
    documentPool:
      overrides.documentPool ??
      createDocumentPool(config, inputs.documentWorker, (message, err) => app.log.warn({ err }, message)),
  };
  app.decorate('clock', providers.clock);
  app.decorate('nowIso', () => new Date(clock.now()).toISOString());
  app.decorate('mailer', providers.mailer);
  app.decorate('rateLimiter', providers.rateLimiter);
  app.decorate('payment', providers.payment);
  app.decorate('paymentOutcomes', providers.paymentOutcomes);
  app.decorate('photoStorage', providers.photoStorage);
  app.decorate('documentPool', providers.documentPool);
  // What the caller handed in is the caller's to close.
  app.addHook('onClose', async () => {
    if (!overrides.mailer) await providers.mailer.close();
    if (!overrides.rateLimiter) await providers.rateLimiter.close();
    if (!overrides.photoStorage) await providers.photoStorage.close();
    if (!overrides.documentPool) await providers.documentPool.close();
  });
  return providers;
}
