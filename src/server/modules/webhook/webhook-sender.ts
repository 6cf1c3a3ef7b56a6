import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import type { WebhookDeliveryRow } from '@server/db/schema';
import type { Clock } from '@server/providers/clock/clock';
import { postWebhook, type PostAnswer } from './post-webhook.js';
import type { WebhookPayloads, WebhookSink } from './record-event.js';
import { signatureHeader } from './signature.js';
import { LeasedSender } from '@server/lib/leased-sender';
import * as repo from './webhook.repository.js';

export interface WebhookSettings {
  /** The first wait after a failed attempt; each further one doubles, up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** How long a delivery is retried, and how long an endpoint may fail before it is paused. */
  retryForMs: number;
  /** How often an idle sender looks for deliveries other instances wrote or whose time came. */
  pollMs: number;
  /** How long a claimed delivery is this sender's; longer than an attempt can take. */
  leaseMs: number;
  /** An attempt's whole exchange, connection to the last byte read. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: http and private addresses allowed (development, tests). */
  allowPrivate: boolean;
}

/** What the sender does with an attempt's outcome: a test can stop a process right there. */
export interface DeliveryHooks {
  /** After the receiver answered, before the answer is recorded. */
  answered?(delivery: WebhookDeliveryRow, answer: PostAnswer): void;
}

/**
 * Delivers webhooks (docs/webhooks.md) through the leased-sender loop the mail outbox uses too
 * (`lib/leased-sender.ts`): every instance runs one, a pass claims due deliveries with a lease,
 * POSTs each signed, and records the answer. Any 2xx is delivered; else
 * the delivery waits `retryFirstMs`, doubling up to `retryMaxMs`, and fails for good once
 * `retryForMs` has passed since its event. An endpoint that has failed for `retryForMs` is paused.
 * A delivery waits while an earlier one of the same order to the same endpoint is unsent.
 */
export class WebhookSender implements WebhookSink {
  private readonly loop: LeasedSender<WebhookDeliveryRow>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: WebhookSettings,
    readonly payloads: WebhookPayloads,
    private readonly hooks: DeliveryHooks = {},
  ) {
    const { pollMs, leaseMs } = settings;
    this.loop = new LeasedSender(
      {
        due: (now, limit) => repo.dueDeliveries(db.kysely, now, limit),
        claim: (id, lease) => repo.claimDelivery(db.kysely, id, lease),
        send: async (delivery) => {
          await this.deliver(delivery);
          return 'sent';
        },
        nextDueAt: () => repo.nextDueAt(db.kysely),
      },
      clock,
      log,
      { pollMs, leaseMs, name: 'webhooks' },
    );
  }

  /** This sender's name in `lease_owner`: unique per process start. */
  get owner(): string {
    return this.loop.owner;
  }

  get retryForMs(): number {
    return this.settings.retryForMs;
  }

  get allowPrivate(): boolean {
    return this.settings.allowPrivate;
  }

  start(): void {
    this.loop.start();
  }

  /** Waits for a pass under way (a delivery being sent), then sends nothing more. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Look now: an event was written (after its transaction committed), or a test moved on. */
  wake(): void {
    this.loop.wake();
  }

  /** Sends what is due now; resolves when nothing more is. */
  pass(): Promise<void> {
    return this.loop.pass();
  }

  private async deliver(delivery: WebhookDeliveryRow): Promise<void> {
    const parts = await repo.deliveryParts(this.db.kysely, delivery);
    if (!parts) return; // its endpoint was removed meanwhile (and the delivery with it)
    const body = `{"id":${JSON.stringify(parts.event_key)},"type":${JSON.stringify(parts.type)},"createdAt":${JSON.stringify(parts.created_at)},"data":${parts.payload_json}}`;
    const t = Math.floor(this.clock.now() / 1000);
    let answer: PostAnswer | undefined;
    let error: string | null = null;
    try {
      answer = await postWebhook(
        parts.url,
        body,
        {
          'user-agent': 'NorthwindMarket-Webhooks/1',
          'shop-event-id': parts.event_key,
          'shop-event-type': parts.type,
          'shop-signature': signatureHeader(parts.secret, t, body),
        },
        { timeoutMs: this.settings.timeoutMs, allowPrivate: this.settings.allowPrivate },
      );
      this.hooks.answered?.(delivery, answer);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const recorded = {
      responseCode: answer?.status ?? null,
      durationMs: answer?.durationMs ?? 0,
      excerpt: answer?.excerpt ?? null,
      error: error?.slice(0, 500) ?? (answer && !ok(answer) ? `Answered ${answer.status}` : null),
    };
    const now = this.nowIso();
    if (answer && ok(answer)) {
      await repo.markDelivered(this.db.kysely, delivery, this.owner, now, recorded);
      await repo.endpointAnswered(this.db.kysely, delivery.webhook_id);
      return;
    }
    const wait = Math.min(this.settings.retryMaxMs, this.settings.retryFirstMs * 2 ** (delivery.attempts - 1));
    const failed = now >= delivery.give_up_at;
    await repo.markUndelivered(this.db.kysely, delivery, this.owner, {
      failed,
      nextAttemptAt: this.nowIso(wait),
      answer: recorded,
    });
    const paused = await repo.endpointFailed(
      this.db.kysely,
      delivery.webhook_id,
      now,
      this.nowIso(-this.settings.retryForMs),
    );
    const fields = { deliveryId: delivery.delivery_id, attempts: delivery.attempts, status: answer?.status, error };
    if (failed) this.log.error(fields, 'webhook could not be delivered within its retry period; marked failed');
    else this.log.warn({ ...fields, retryInMs: wait }, 'webhook not delivered yet; will retry');
    if (paused) this.log.error({ webhookId: delivery.webhook_id }, 'webhook endpoint failing for a day; paused');
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now() + offsetMs).toISOString();
  }
}

const ok = (answer: PostAnswer) => answer.status >= 200 && answer.status < 300;
