import type { Executor } from '@server/db/transaction';
import type { NewNotificationRow } from '@server/db/schema';

export async function insertNotification(db: Executor, row: NewNotificationRow): Promise<number> {
  const { notification_id } = await db
    .insertInto('notification')
    .values(row)
    .returning('notification_id')
    .executeTakeFirstOrThrow();
  return notification_id;
}

/** One page of a user's notifications, newest first. */
export async function pageOf(db: Executor, userId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('notification_id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** A user's notifications after `afterId`, oldest first: what a stream has not sent yet. */
export async function after(db: Executor, userId: number, afterId: number, limit: number) {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('user_id', '=', userId)
    .where('notification_id', '>', afterId)
    .orderBy('notification_id')
    .limit(limit)
    .execute();
}

export async function countsOf(db: Executor, userId: number): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function unreadOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function latestIdOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.max('notification_id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Marks the user's own unread ones read; ids of other users' notifications change nothing. */
export async function markRead(db: Executor, userId: number, which: { ids: number[] } | { all: true }, now: string) {
  let query = db
    .updateTable('notification')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if ('ids' in which) query = query.where('notification_id', 'in', which.ids);
  await query.execute();
}
