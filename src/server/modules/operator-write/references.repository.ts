import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';

/** Which of these URLs are photos an operator uploaded and the shop finished checking. */
export async function operatorPhotosAmong(db: Executor, urls: string[]) {
  const found = await db
    .selectFrom('uploaded_image as u')
    .innerJoin('app_user as a', 'a.user_id', 'u.user_id')
    .select('u.url')
    .where('u.url', 'in', urls)
    .where('u.status', '=', 'complete')
    .where('a.role', '=', 'operator')
    .execute();
  return new Set(found.map((r) => r.url));
}

/** Which of these ids the table holds in the column. */
export async function existingIds(
  db: Executor,
  target: { table: 'badge' | 'category' | 'inventory'; column: string },
  ids: number[],
): Promise<Set<number>> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref(target.column)} as id from ${sql.table(target.table)}
    where ${sql.ref(target.column)} in (${sql.join(ids)})`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}
