import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { notNull } from './helpers.js';

/**
 * Review photos (docs/after-sales.md "Photo upload"). A row is made when a customer asks for a
 * signed upload (`pending`, with the exact storage key the server chose) and becomes `complete`
 * once the stored file was checked and re-encoded; only then has it a `url`, and only a
 * complete upload of the same customer may be attached to a review.
 */
export const uploads: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('uploaded_image')
      .addColumn('image_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
      .addColumn('object_key', 'text', (c) => c.notNull().unique())
      .addColumn('file_name', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','complete')`))
      .addColumn('url', 'text', (c) => c.unique())
      .addColumn('content_type', 'text')
      .addColumn('size', 'integer')
      .addColumn('created_at', 'text', notNull)
      .addColumn('completed_at', 'text')
      .execute();
    await k.schema
      .createIndex('uploaded_image_user_idx')
      .on('uploaded_image')
      .columns(['user_id', 'created_at'])
      .execute();
  },
});
