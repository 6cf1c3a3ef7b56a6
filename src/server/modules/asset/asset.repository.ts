import type { Executor } from '../../db/transaction.js';

/** Whether `url` is a completed upload of this customer (a review may only show their own photo). */
export async function completedUploadUrlOf(db: Executor, userId: number, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploaded_image')
    .select('image_id')
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .where('status', '=', 'complete')
    .executeTakeFirst();
  return row !== undefined;
}
