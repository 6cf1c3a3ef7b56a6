import type { Insertable, Kysely } from 'kysely';
import type { Database, UploadedImageTable } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

export async function insertPending(db: Executor, row: Insertable<UploadedImageTable>) {
  await db.insertInto('uploaded_image').values(row).execute();
}

/** Only the owner's: anyone else's image id reads as unknown. */
export async function findOf(db: Executor, userId: number, imageId: string) {
  return db
    .selectFrom('uploaded_image')
    .selectAll()
    .where('image_id', '=', imageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether a file may still be posted under `objectKey` (the shop's own upload endpoint asks). */
export async function isPendingKey(db: Executor, objectKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploaded_image')
    .select('status')
    .where('object_key', '=', objectKey)
    .executeTakeFirst();
  return row?.status === 'pending';
}

/** Marks a pending upload complete; answers false when it was not pending (completed meanwhile). */
export async function markComplete(
  db: Executor,
  imageId: string,
  done: { url: string; contentType: string; size: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('uploaded_image')
    .set({ status: 'complete', url: done.url, content_type: done.contentType, size: done.size, completed_at: done.now })
    .where('image_id', '=', imageId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether `url` is a complete upload of this customer: what a review may show as its photo.
 * (For the review module, which takes photo URLs from the storefront.)
 */
export async function completedUploadUrlOf(kysely: Kysely<Database>, userId: number, url: string): Promise<boolean> {
  const row = await kysely
    .selectFrom('uploaded_image')
    .select('image_id')
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .where('status', '=', 'complete')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a customer keeps uploaded but in no review (nor, for an operator, in the catalogue). */
export async function unusedOf(db: Executor, userId: number): Promise<{ photos: number; bytes: number }> {
  const row = await db
    .selectFrom('uploaded_image')
    .select((eb) => [eb.fn.countAll<number>().as('photos'), eb.fn.sum<number | null>('size').as('bytes')])
    .where('user_id', '=', userId)
    .where('status', '=', 'complete')
    .where('used', '=', 0)
    .executeTakeFirstOrThrow();
  return { photos: Number(row.photos), bytes: Number(row.bytes ?? 0) };
}

/**
 * Marks this customer's complete upload at `url` as shown by a review, in the review's own
 * transaction; answers false when there is none (never uploaded, another's, or swept away).
 * The sweep deletes only rows still unused, so whichever of the two comes second sees the other.
 */
export async function markUsedBy(db: Executor, userId: number, url: string): Promise<boolean> {
  const result = await db
    .updateTable('uploaded_image')
    .set({ used: 1 })
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .where('status', '=', 'complete')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks complete uploads the catalogue now shows as used (the caller checked they exist). */
export async function markUsed(db: Executor, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .updateTable('uploaded_image')
    .set({ used: 1 })
    .where('url', 'in', urls)
    .where('status', '=', 'complete')
    .where('used', '=', 0)
    .execute();
}

/** Uploads still pending (never completed) since before `cutoff`, at most `limit`. */
export async function pendingBefore(db: Executor, cutoff: string, limit: number) {
  return db
    .selectFrom('uploaded_image')
    .select(['image_id', 'object_key'])
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .limit(limit)
    .execute();
}

/** Forgets a pending upload (nothing if it completed meanwhile). */
export async function deletePending(db: Executor, imageId: string) {
  await db.deleteFrom('uploaded_image').where('image_id', '=', imageId).where('status', '=', 'pending').execute();
}

/** Complete photos nothing has used since before `cutoff`, at most `limit`. */
export async function unusedBefore(db: Executor, cutoff: string, limit: number) {
  return db
    .selectFrom('uploaded_image')
    .select(['image_id', 'user_id', 'object_key', 'content_type'])
    .where('status', '=', 'complete')
    .where('used', '=', 0)
    .where('completed_at', '<', cutoff)
    .limit(limit)
    .execute();
}

/** Deletes an unused photo's row if it is still unused and no review names its URL; answers whether it did. */
export async function deleteIfUnused(db: Executor, imageId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('uploaded_image')
    .where('image_id', '=', imageId)
    .where('status', '=', 'complete')
    .where('used', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('review').select('review_id').whereRef('review.photo_path', '=', 'uploaded_image.url'))),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
