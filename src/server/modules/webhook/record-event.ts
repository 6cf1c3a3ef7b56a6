import { randomUUID } from 'node:crypto';
import type { Executor, Tx } from '@server/db/transaction';
import type { WebhookEventType } from '@shared/schemas/console-webhooks';
import { toWire } from '@shared/wire-names';
import * as repo from './webhook.repository.js';

/** What an event is about; its `data` is this thing as the operator's API answers it. */
export type WebhookSubject =
  | { kind: 'order'; orderId: number }
  | { kind: 'refund'; refundId: number; orderId: number }
  | { kind: 'product'; productId: number }
  | { kind: 'review'; reviewId: number; orderId: number | null };

/** Draws an event's `data` inside the event's transaction (so it sees the write that caused it). */
export interface WebhookPayloads {
  order(db: Executor, orderId: number): Promise<unknown>;
  refund(db: Executor, refundId: number): Promise<unknown>;
  product(db: Executor, productId: number): Promise<unknown>;
  review(db: Executor, reviewId: number): Promise<unknown>;
}

/** What writing an event needs of the webhook sender: the payloads, and to be told after commit. */
export interface WebhookSink {
  readonly payloads: WebhookPayloads;
  /** One day in milliseconds, in tests shorter or longer: how long a delivery is retried. */
  readonly retryForMs: number;
  wake(): void;
}

function payloadOf(sink: WebhookSink, db: Executor, subject: WebhookSubject): Promise<unknown> {
  switch (subject.kind) {
    case 'order':
      return sink.payloads.order(db, subject.orderId);
    case 'refund':
      return sink.payloads.refund(db, subject.refundId);
    case 'product':
      return sink.payloads.product(db, subject.productId);
    case 'review':
      return sink.payloads.review(db, subject.reviewId);
  }
}

/** An order's events reach each receiver in the order they happened: keyed by the order. */
function orderingKeyOf(subject: WebhookSubject): string | null {
  if (subject.kind === 'product') return `product:${subject.productId}`;
  if (subject.kind === 'review') return subject.orderId === null ? null : `order:${subject.orderId}`;
  return `order:${subject.orderId}`;
}

/**
 * Writes an event in the transaction of its cause (docs/webhooks.md), with one delivery for each
 * active endpoint that asked for its type; the senders deliver them after commit. Nothing is
 * written (and no payload drawn) when no endpoint wants the type. Answers the event id, or null.
 */
export async function recordWebhookEvent(
  tx: Tx,
  sink: WebhookSink,
  type: WebhookEventType,
  subject: WebhookSubject,
  now: string,
): Promise<string | null> {
  const db = tx.kysely;
  const wanting = await endpointsWanting(db, type);
  if (wanting.length === 0) return null;
  return recordFor(tx, sink, wanting, type, subject, now);
}

async function endpointsWanting(db: Executor, type: WebhookEventType) {
  return (await repo.activeEndpoints(db)).filter((w) => (JSON.parse(w.events_json) as string[]).includes(type));
}

/**
 * One event per subject, as `recordWebhookEvent` writes each, with the endpoints read once for
 * all of them (a catalogue import's batch of new products): nothing at all when none wants the type.
 */
export async function recordWebhookEvents(
  tx: Tx,
  sink: WebhookSink,
  type: WebhookEventType,
  subjects: WebhookSubject[],
  now: string,
): Promise<void> {
  if (subjects.length === 0) return;
  const wanting = await endpointsWanting(tx.kysely, type);
  if (wanting.length === 0) return;
  for (const subject of subjects) await recordFor(tx, sink, wanting, type, subject, now);
}

async function recordFor(
  tx: Tx,
  sink: WebhookSink,
  wanting: { webhook_id: number }[],
  type: WebhookEventType,
  subject: WebhookSubject,
  now: string,
): Promise<string> {
  const db = tx.kysely;
  const eventKey = `evt_${randomUUID().replaceAll('-', '')}`;
  const orderingKey = orderingKeyOf(subject);
  const eventId = await repo.insertEvent(db, {
    event_key: eventKey,
    type,
    ordering_key: orderingKey,
    // With the wire's key names, as the operator's API answers it (the wire's product key, not the code's).
    payload_json: JSON.stringify(toWire((await payloadOf(sink, db, subject)) ?? null)),
    created_at: now,
  });
  const giveUpAt = new Date(Date.parse(now) + sink.retryForMs).toISOString();
  for (const { webhook_id } of wanting) {
    await repo.insertDelivery(db, {
      event_id: eventId,
      webhook_id,
      ordering_key: orderingKey,
      next_attempt_at: now,
      give_up_at: giveUpAt,
      created_at: now,
    });
  }
  tx.afterCommit(() => sink.wake());
  return eventKey;
}
