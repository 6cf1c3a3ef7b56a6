import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import type { WebhookDeliveryRow } from '@server/db/schema';
import type { Clock } from '@server/providers/clock/clock';
import { postWebhook, type PostAnswer } from './post-webhook.js';
import type { WebhookPayloads, WebhookSink } from './record-event.js';
import { signatureHeader } from './signature.js';
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

/** Rows looked at per pass; a pass goes on until nothing is due. */
const BATCH = 20;

/** What the sender does with an attempt's outcome: a test can stop a process right there. */
export interface DeliveryHooks {
  /** After the receiver answered, before the answer is recorded. */
  answered?(delivery: WebhookDeliveryRow, answer: PostAnswer): void;
}

/**
 * Delivers webhooks (docs/webhooks.md), as the mail outbox delivers mails. Every instance runs
 * one. A pass takes due deliveries oldest first, claims each with a lease (a conditional update,
 * so one instance sends it), POSTs it signed, and records the answer. Any 2xx is delivered; else
 * the delivery waits `retryFirstMs`, doubling up to `retryMaxMs`, and fails for good once
 * `retryForMs` has passed since its event. An endpoint that has failed for `retryForMs` is paused.
 * A delivery waits while an earlier one of the same order to the same endpoint is unsent.
 */
export class WebhookSender implements WebhookSink {
  /** This sender's name in `lease_owner`: unique per process start. */
  readonly owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: WebhookSettings,
    readonly payloads: WebhookPayloads,
    private readonly hooks: DeliveryHooks = {},
  ) {}

  get retryForMs(): number {
    return this.settings.retryForMs;
  }

  get allowPrivate(): boolean {
    return this.settings.allowPrivate;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Waits for a pass under way (a delivery being sent), then sends nothing more. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Look now: an event was written (after its transaction committed), or a test moved on. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass()
      .catch((err: unknown) => this.log.error({ err }, 'webhook pass failed; tried again shortly'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        } else void this.schedule();
      });
  }

  /** Sends what is due now; resolves when nothing more is. */
  async pass(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const ids = await repo.dueDeliveries(this.db.kysely, this.nowIso(), BATCH);
      if (ids.length === 0) return;
      let progressed = false;
      for (const id of ids) {
        if (this.stopped) return;
        const delivery = await repo.claimDelivery(this.db.kysely, id, {
          owner: this.owner,
          now: this.nowIso(),
          leaseUntil: this.nowIso(this.settings.leaseMs),
        });
        if (!delivery) continue; // another instance took it
        await this.deliver(delivery);
        progressed = true;
      }
      if (!progressed) return;
    }
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

  /** Next look: when the earliest waiting delivery is due, and at least every `pollMs`. */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    let delay = this.settings.pollMs;
    try {
      const at = await repo.nextDueAt(this.db.kysely);
      if (at) delay = Math.max(50, Math.min(delay, Date.parse(at) - this.clock.now()));
    } catch (err) {
      this.log.warn({ err }, 'webhooks: could not read when the next delivery is due');
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now() + offsetMs).toISOString();
  }
}

const ok = (answer: PostAnswer) => answer.status >= 200 && answer.status < 300;
