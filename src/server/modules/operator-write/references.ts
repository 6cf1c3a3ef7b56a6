import { sql } from 'kysely';
import { badRequest } from '@server/lib/errors';
import type { Executor } from '@server/db/transaction';
import { markUsed } from '@server/modules/asset';

/** The shop's own drawn pictures (docs/architecture.md "Demo media"). */
const DEMO_ART = /^\/media\/demo\/[a-z]+\/[A-Za-z0-9_.-]+\.svg$/;

/**
 * Every image a catalogue write names must be one the shop already serves safely: its drawn demo
 * art, or a photo an operator uploaded and the shop checked and re-encoded (docs/uploads.md).
 * Anything else — another site's URL, a customer's review photo, a path made up — is a 400 that
 * names it, so nothing unchecked reaches the storefront.
 */
export async function checkImages(db: Executor, paths: (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(paths.filter((p): p is string => !!p && !DEMO_ART.test(p)))];
  if (wanted.length === 0) return;
  const found = await db
    .selectFrom('uploaded_image as u')
    .innerJoin('app_user as a', 'a.user_id', 'u.user_id')
    .select('u.url')
    .where('u.url', 'in', wanted)
    .where('u.status', '=', 'complete')
    .where('a.role', '=', 'operator')
    .execute();
  const known = new Set(found.map((r) => r.url));
  const unknown = wanted.find((p) => !known.has(p));
  if (unknown !== undefined) throw badRequest(`Image ${unknown} is not an uploaded image; upload it first`);
  // In the write's transaction: the upload sweep never deletes a photo the catalogue shows.
  await markUsed(db, wanted);
}

/**
 * Ids a write names in its body must exist: a 400 naming the field and the first id that does
 * not (`badgeIds: badge 7 does not exist`). Ids in the path answer 404 instead, where they are read.
 */
export async function checkExist(
  db: Executor,
  target: { table: 'badge' | 'category' | 'inventory'; column: string; field: string; noun: string },
  ids: number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const { rows } = await sql<{ id: number }>`select ${sql.ref(target.column)} as id from ${sql.table(target.table)}
    where ${sql.ref(target.column)} in (${sql.join(wanted)})`.execute(db);
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`${target.field}: ${target.noun} ${missing} does not exist`);
}
