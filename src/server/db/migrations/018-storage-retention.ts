import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * What the shop keeps, and for how long (docs/uploads.md, docs/orders-and-payment.md).
 *
 * `uploaded_image.used` is set, in the writer's own transaction, when a review or a catalogue
 * write takes the photo; the hourly sweep deletes complete photos still unused a day after
 * completion with a conditional delete on that flag, so a review and the sweep racing for one
 * photo never leave the review without it. Photos completed before this migration are counted
 * as used: which catalogue text names them cannot be told cheaply, and none may be lost.
 *
 * The partial indexes serve the sweeps: unused photos by completion time, and orders that ended
 * unpaid by the time they ended (`updated_at`, their last change).
 */
export const storageRetention: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema
      .alterTable('uploaded_image')
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update uploaded_image set used = 1 where status = 'complete'`.execute(k);
    await sql`create index uploaded_image_unused_idx on uploaded_image (completed_at)
      where status = 'complete' and used = 0`.execute(k);
    await sql`create index uploaded_image_user_unused_idx on uploaded_image (user_id)
      where status = 'complete' and used = 0`.execute(k);
    await sql`create index review_photo_path_idx on review (photo_path) where photo_path is not null`.execute(k);
    await sql`create index customer_order_ended_unpaid_idx on customer_order (updated_at)
      where payment_status in ('cancelled', 'expired', 'failed')`.execute(k);
  },
});
