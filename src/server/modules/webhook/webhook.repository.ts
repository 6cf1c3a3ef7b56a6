import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';
import type { WebhookDeliveryRow, WebhookEndpointRow, WebhookEndpointTable, WebhookEventRow } from '@server/db/schema';
import type { Insertable, Updateable } from 'kysely';

export async function insertEndpoint(db: Executor, row: Insertable<WebhookEndpointTable>): Promise<WebhookEndpointRow> {
  return db.insertInto('webhook_endpoint').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function listEndpoints(db: Executor): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoint').selectAll().orderBy('webhook_id', 'desc').execute();
}

export async function findEndpoint(db: Executor, webhookId: number): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoint').selectAll().where('webhook_id', '=', webhookId).executeTakeFirst();
}

export async function updateEndpoint(
  db: Executor,
  webhookId: number,
  set: Updateable<WebhookEndpointTable>,
): Promise<WebhookEndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoint')
    .set(set)
    .where('webhook_id', '=', webhookId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Executor, webhookId: number): Promise<boolean> {
  await db.deleteFrom('webhook_delivery').where('webhook_id', '=', webhookId).execute();
  const result = await db.deleteFrom('webhook_endpoint').where('webhook_id', '=', webhookId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Active endpoints (few: a shop has a handful), for the caller to pick those that want a type. */
export async function activeEndpoints(db: Executor): Promise<Pick<WebhookEndpointRow, 'webhook_id' | 'events_json'>[]> {
  return db.selectFrom('webhook_endpoint').select(['webhook_id', 'events_json']).where('active', '=', 1).execute();
}

export async function insertEvent(db: Executor, row: Omit<WebhookEventRow, 'event_id'>): Promise<number> {
  const { event_id } = await db.insertInto('webhook_event').values(row).returning('event_id').executeTakeFirstOrThrow();
  return event_id;
}

export async function insertDelivery(
  db: Executor,
  row: Pick<
    WebhookDeliveryRow,
    'event_id' | 'webhook_id' | 'ordering_key' | 'next_attempt_at' | 'give_up_at' | 'created_at'
  >,
): Promise<WebhookDeliveryRow> {
  return db
    .insertInto('webhook_delivery')
    .values({ ...row, status: 'pending' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const due = (now: string) =>
  sql<boolean>`((d.status = 'pending' and d.next_attempt_at <= ${now}) or (d.status = 'sending' and d.lease_until <= ${now}))`;

/**
 * Up to `limit` deliveries a sender may take now, oldest first: unsent and due (or held by a sender
 * whose lease ran out: it died), to an active endpoint. A delivery waits while an earlier unsent
 * one of the same order to the same endpoint exists, so a receiver hears of an order's events in
 * the order they happened.
 */
export async function dueDeliveries(db: Executor, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook_endpoint as w', 'w.webhook_id', 'd.webhook_id')
    .select('d.delivery_id')
    .where('d.status', 'in', ['pending', 'sending'])
    .where(due(now))
    .where('w.active', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_delivery as e')
            .select('e.delivery_id')
            .whereRef('e.webhook_id', '=', 'd.webhook_id')
            .whereRef('e.ordering_key', '=', 'd.ordering_key')
            .whereRef('e.delivery_id', '<', 'd.delivery_id')
            .where('e.status', 'in', ['pending', 'sending']),
        ),
      ),
    )
    .orderBy('d.delivery_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.delivery_id);
}

/**
 * Takes one delivery for this sender with a conditional update: of several instances racing for
 * it, one gets it. The attempt is counted here, before sending, so a sender that dies mid-send
 * still used one.
 */
export async function claimDelivery(
  db: Executor,
  deliveryId: number,
  claim: { owner: string; now: string; leaseUntil: string },
): Promise<WebhookDeliveryRow | undefined> {
  return db
    .updateTable('webhook_delivery as d')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      lease_until: claim.leaseUntil,
      lease_owner: claim.owner,
    }))
    .where('d.delivery_id', '=', deliveryId)
    .where(due(claim.now))
    .returningAll()
    .executeTakeFirst();
}

/** What a claimed delivery sends: its event and its endpoint's address and secret. */
export async function deliveryParts(db: Executor, delivery: WebhookDeliveryRow) {
  return db
    .selectFrom('webhook_event as e')
    .innerJoin('webhook_endpoint as w', (join) => join.on('w.webhook_id', '=', delivery.webhook_id))
    .select(['e.event_key', 'e.type', 'e.payload_json', 'e.created_at', 'w.url', 'w.secret'])
    .where('e.event_id', '=', delivery.event_id)
    .executeTakeFirst();
}

export interface AttemptAnswer {
  responseCode: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

const answerColumns = (answer: AttemptAnswer) => ({
  response_code: answer.responseCode,
  duration_ms: answer.durationMs,
  response_excerpt: answer.excerpt,
  last_error: answer.error,
});

/** Recorded delivered, only by the sender holding it (a sender whose lease ran out records nothing). */
export async function markDelivered(
  db: Executor,
  delivery: WebhookDeliveryRow,
  owner: string,
  now: string,
  answer: AttemptAnswer,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_delivery')
    .set({ status: 'delivered', delivered_at: now, lease_until: null, lease_owner: null, ...answerColumns(answer) })
    .where('delivery_id', '=', delivery.delivery_id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Back to the queue for a later attempt, or `failed` for good; only by the sender holding it. */
export async function markUndelivered(
  db: Executor,
  delivery: WebhookDeliveryRow,
  owner: string,
  outcome: { failed: boolean; nextAttemptAt: string; answer: AttemptAnswer },
): Promise<void> {
  await db
    .updateTable('webhook_delivery')
    .set({
      status: outcome.failed ? 'failed' : 'pending',
      next_attempt_at: outcome.nextAttemptAt,
      lease_until: null,
      lease_owner: null,
      ...answerColumns(outcome.answer),
    })
    .where('delivery_id', '=', delivery.delivery_id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .execute();
}

/** The endpoint answered: it is no longer failing. */
export async function endpointAnswered(db: Executor, webhookId: number): Promise<void> {
  await db
    .updateTable('webhook_endpoint')
    .set({ failing_since: null })
    .where('webhook_id', '=', webhookId)
    .where('failing_since', 'is not', null)
    .execute();
}

/**
 * The endpoint failed an attempt: it is failing since now unless it already was; one failing
 * since `pauseBefore` or earlier is paused. Answers whether this call paused it.
 */
export async function endpointFailed(
  db: Executor,
  webhookId: number,
  now: string,
  pauseBefore: string,
): Promise<boolean> {
  await db
    .updateTable('webhook_endpoint')
    .set({ failing_since: now })
    .where('webhook_id', '=', webhookId)
    .where('failing_since', 'is', null)
    .execute();
  const paused = await db
    .updateTable('webhook_endpoint')
    .set({ active: 0, paused_at: now, paused_reason: 'failing', updated_at: now })
    .where('webhook_id', '=', webhookId)
    .where('active', '=', 1)
    .where('failing_since', '<=', pauseBefore)
    .executeTakeFirst();
  return Number(paused.numUpdatedRows) > 0;
}

/** An endpoint started again: what waits for it gets a new day of attempts from now. */
export async function renewWaiting(db: Executor, webhookId: number, now: string, giveUpAt: string): Promise<void> {
  await db
    .updateTable('webhook_delivery')
    .set({ next_attempt_at: now, give_up_at: giveUpAt })
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .execute();
}

/** When the earliest unsent delivery is due (a lease's end for one being sent), or undefined. */
export async function nextDueAt(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('webhook_delivery')
    .select(sql<string>`min(case when status = 'pending' then next_attempt_at else lease_until end)`.as('at'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return row?.at ?? undefined;
}

const deliveryWithEvent = (db: Executor) =>
  db
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook_event as e', 'e.event_id', 'd.event_id')
    .selectAll('d')
    .select(['e.event_key', 'e.type']);

export type DeliveryWithEvent = WebhookDeliveryRow & { event_key: string; type: string };

export async function listDeliveries(db: Executor, webhookId: number, limit: number): Promise<DeliveryWithEvent[]> {
  return deliveryWithEvent(db)
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.delivery_id', 'desc')
    .limit(limit)
    .execute();
}

export async function findDelivery(db: Executor, deliveryId: number): Promise<DeliveryWithEvent | undefined> {
  return deliveryWithEvent(db).where('d.delivery_id', '=', deliveryId).executeTakeFirst();
}
