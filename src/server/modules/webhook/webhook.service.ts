import type { WebhookDeliveryRow, WebhookEndpointRow } from '@server/db/schema';
import type { Db } from '@server/db/database';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { recordAudit } from '@server/modules/operator-write';
import type {
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
  createWebhookSchema,
  updateWebhookSchema,
} from '@shared/schemas/console-webhooks';
import type { z } from 'zod';
import { refusalOfUrl } from './safe-address.js';
import { newWebhookSecret } from './signature.js';
import * as repo from './webhook.repository.js';
import type { DeliveryWithEvent } from './webhook.repository.js';
import type { WebhookSink } from './record-event.js';

/** What the console's webhook calls use: the database, the time, the sender and its setting. */
export interface WebhookDeps {
  readonly db: Db;
  nowIso(): string;
  readonly webhooks: WebhookSink & { readonly allowPrivate: boolean };
}

export function toWebhook(row: WebhookEndpointRow): Webhook {
  return {
    webhookId: row.webhook_id,
    url: row.url,
    events: JSON.parse(row.events_json) as WebhookEventType[],
    description: row.description,
    active: row.active === 1,
    pausedReason: row.paused_reason,
    pausedAt: row.paused_at,
    failingSince: row.failing_since,
    createdAt: row.created_at,
  };
}

export function toDelivery(row: DeliveryWithEvent): WebhookDelivery {
  return {
    deliveryId: row.delivery_id,
    webhookId: row.webhook_id,
    eventId: row.event_key,
    type: row.type as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    durationMs: row.duration_ms,
    responseExcerpt: row.response_excerpt,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  };
}

async function checkUrl(deps: WebhookDeps, url: string): Promise<void> {
  const refusal = await refusalOfUrl(url, deps.webhooks.allowPrivate);
  if (refusal) throw badRequest(refusal);
}

export async function listWebhooks(deps: WebhookDeps) {
  return { list: (await repo.listEndpoints(deps.db.kysely)).map(toWebhook) };
}

export async function createWebhook(
  deps: WebhookDeps,
  actor: string,
  input: z.output<typeof createWebhookSchema>,
): Promise<CreatedWebhook> {
  await checkUrl(deps, input.url);
  const now = deps.nowIso();
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertEndpoint(tx.kysely, {
      url: input.url,
      events_json: JSON.stringify(input.events),
      secret: newWebhookSecret(),
      description: input.description ?? '',
      active: 1,
      created_by: actor,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx.kysely, {
      actor,
      entity: 'webhook',
      entityId: created.webhook_id,
      action: 'create',
      subject: `webhook ${input.url}`,
      before: null,
      after: auditedFields(created),
      now,
    });
    return created;
  });
  return { ...toWebhook(row), secret: row.secret };
}

/** A change; `active` pauses an endpoint or starts it again (what waited then gets a new day). */
export async function updateWebhook(
  deps: WebhookDeps,
  actor: string,
  webhookId: number,
  input: z.output<typeof updateWebhookSchema>,
): Promise<Webhook> {
  if (input.url !== undefined) await checkUrl(deps, input.url);
  const now = deps.nowIso();
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx.kysely, webhookId);
    if (!before) throw notFound('Webhook');
    const starting = input.active === true && before.active === 0;
    const pausing = input.active === false && before.active === 1;
    const after = await repo.updateEndpoint(tx.kysely, webhookId, {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events !== undefined && { events_json: JSON.stringify(input.events) }),
      ...(input.description !== undefined && { description: input.description }),
      ...(starting && { active: 1, paused_at: null, paused_reason: null, failing_since: null }),
      ...(pausing && { active: 0, paused_at: now, paused_reason: 'operator' as const }),
      updated_at: now,
    });
    await recordAudit(tx.kysely, {
      actor,
      entity: 'webhook',
      entityId: webhookId,
      action: pausing ? 'pause' : starting ? 'start' : 'update',
      subject: `webhook ${after!.url}`,
      before: { ...auditedFields(before), active: before.active === 1 },
      after: { ...auditedFields(after!), active: after!.active === 1 },
      now,
    });
    if (starting) {
      const giveUpAt = new Date(Date.parse(now) + deps.webhooks.retryForMs).toISOString();
      await repo.renewWaiting(tx.kysely, webhookId, now, giveUpAt);
      tx.afterCommit(() => deps.webhooks.wake());
    }
    return after!;
  });
  return toWebhook(row);
}

/** What the activity log keeps of an endpoint before and after a change (never its secret). */
function auditedFields(row: WebhookEndpointRow) {
  const { url, events, description } = toWebhook(row);
  return { url, events, description };
}

export async function deleteWebhook(deps: WebhookDeps, actor: string, webhookId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx.kysely, webhookId);
    if (!before || !(await repo.deleteEndpoint(tx.kysely, webhookId))) throw notFound('Webhook');
    await recordAudit(tx.kysely, {
      actor,
      entity: 'webhook',
      entityId: webhookId,
      action: 'delete',
      subject: `webhook ${before.url}`,
      before: auditedFields(before),
      after: null,
      now: deps.nowIso(),
    });
  });
}

export async function listDeliveries(deps: WebhookDeps, webhookId: number, limit: number) {
  if (!(await repo.findEndpoint(deps.db.kysely, webhookId))) throw notFound('Webhook');
  return { list: (await repo.listDeliveries(deps.db.kysely, webhookId, limit)).map(toDelivery) };
}

/**
 * Sends an event again to the same endpoint: a new delivery of the same event (the receiver sees
 * the same event id), due now, with a new day of attempts. One still waiting is not doubled.
 */
export async function resendDelivery(deps: WebhookDeps, deliveryId: number): Promise<WebhookDelivery> {
  const now = deps.nowIso();
  const id = await deps.db.transaction(async (tx) => {
    const old = await repo.findDelivery(tx.kysely, deliveryId);
    if (!old) throw notFound('Delivery');
    if (old.status === 'pending' || old.status === 'sending') {
      throw conflict('This delivery is still being attempted; resend it once it is delivered or failed');
    }
    const fresh: WebhookDeliveryRow = await repo.insertDelivery(tx.kysely, {
      event_id: old.event_id,
      webhook_id: old.webhook_id,
      ordering_key: old.ordering_key,
      next_attempt_at: now,
      give_up_at: new Date(Date.parse(now) + deps.webhooks.retryForMs).toISOString(),
      created_at: now,
    });
    tx.afterCommit(() => deps.webhooks.wake());
    return fresh.delivery_id;
  });
  return toDelivery((await repo.findDelivery(deps.db.kysely, id))!);
}

/** Endpoints paused because they failed for a day, for the dashboard. */
export async function failingWebhooks(deps: Pick<WebhookDeps, 'db'>) {
  return (await repo.listEndpoints(deps.db.kysely)).filter((w) => w.paused_reason === 'failing').map(toWebhook);
}
