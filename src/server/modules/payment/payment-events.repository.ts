import type { Executor } from '@server/db/database';

/** A handler that has not finished within this long is taken to have died with its process. */
export const EVENT_LEASE_MS = 5 * 60_000;

export type Claim = 'claimed' | 'processed' | 'in-progress';

/**
 * Takes an event for handling, once: a new id is inserted as `processing`; a row left
 * `processing` longer than the lease (its handler's process died) is taken over by a
 * conditional update; otherwise the answer says where it stands.
 */
export async function claimEvent(db: Executor, event: { id: string; type: string }, nowMs: number): Promise<Claim> {
  const now = new Date(nowMs).toISOString();
  const inserted = await db
    .insertInto('payment_event')
    .values({ event_id: event.id, event_type: event.type, status: 'processing', started_at: now, processed_at: null })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) === 1) return 'claimed';
  const takenOver = await db
    .updateTable('payment_event')
    .set({ started_at: now })
    .where('event_id', '=', event.id)
    .where('status', '=', 'processing')
    .where('started_at', '<', new Date(nowMs - EVENT_LEASE_MS).toISOString())
    .executeTakeFirst();
  if (Number(takenOver.numUpdatedRows) === 1) return 'claimed';
  const row = await db.selectFrom('payment_event').select('status').where('event_id', '=', event.id).executeTakeFirst();
  return row?.status === 'processed' ? 'processed' : 'in-progress';
}

export async function markProcessed(db: Executor, eventId: string, nowMs: number): Promise<void> {
  await db
    .updateTable('payment_event')
    .set({ status: 'processed', processed_at: new Date(nowMs).toISOString() })
    .where('event_id', '=', eventId)
    .execute();
}

/** The handler failed: forget the event, so the provider's retry is handled afresh. */
export async function releaseEvent(db: Executor, eventId: string): Promise<void> {
  await db.deleteFrom('payment_event').where('event_id', '=', eventId).where('status', '=', 'processing').execute();
}
