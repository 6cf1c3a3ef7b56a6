import { badRequest } from '@server/lib/errors';
import type { Executor } from '@server/db/transaction';
import { markUsed } from '@server/modules/asset';
import { existingIds, operatorPhotosAmong } from './references.repository.js';

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
  const known = await operatorPhotosAmong(db, wanted);
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
  const found = await existingIds(db, target, wanted);
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`${target.field}: ${target.noun} ${missing} does not exist`);
}
