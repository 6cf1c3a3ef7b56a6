import type { Db } from '@server/db/database';
import * as repo from './notification.repository.js';
import { toNotification } from './notification-view.js';

/** A page of the caller's notifications, newest first, with the total and how many are unread. */
export async function listNotifications(db: Db, userId: number, query: { page: number; num: number }) {
  const [rows, counts] = await Promise.all([
    repo.pageOf(db.kysely, userId, { offset: (query.page - 1) * query.num, limit: query.num }),
    repo.countsOf(db.kysely, userId),
  ]);
  return { list: rows.map(toNotification), ...counts };
}

/** Marks the caller's own notifications read (others' ids change nothing); answers the unread count. */
export async function markRead(db: Db, userId: number, which: { ids: number[] } | { all: true }, now: string) {
  return db.transaction(async (tx) => {
    await repo.markRead(tx.kysely, userId, which, now);
    return { unread: await repo.unreadOf(tx.kysely, userId) };
  });
}
