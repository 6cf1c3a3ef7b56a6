import type { Executor } from '@server/db/transaction';

export interface ActivityFilter {
  actor?: string;
  area?: string;
  from?: string;
  to?: string;
}

function filtered(db: Executor, f: ActivityFilter) {
  let query = db.selectFrom('admin_audit');
  if (f.actor) query = query.where('actor', '=', f.actor);
  if (f.area) query = query.where('area', '=', f.area);
  if (f.from) query = query.where('created_at', '>=', f.from);
  if (f.to) query = query.where('created_at', '<=', f.to);
  return query;
}

/** A page of the log, newest first (by time, then by id for entries of the same instant). */
export async function listActivity(db: Executor, f: ActivityFilter, page: { offset: number; limit: number }) {
  return filtered(db, f)
    .select([
      'audit_id',
      'actor',
      'entity',
      'entity_id',
      'area',
      'action',
      'subject',
      'detail_json',
      'before_json',
      'after_json',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('audit_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countActivity(db: Executor, f: ActivityFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The people the entries name, for their names in the log (removed members and closed accounts too). */
export async function accountNames(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'screen_name'])
    .where('user_id', 'in', userIds)
    .execute();
}

/** Entries older than `before` (the retention of docs/operator-console.md); answers how many went. */
export async function pruneActivity(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('admin_audit').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
