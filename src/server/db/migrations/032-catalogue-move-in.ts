import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { flag, notNull } from './helpers.js';

/**
 * A catalogue brought in from a spreadsheet and taken out again (docs/operator-console.md,
 * "Import and export").
 *
 * `inventory.external_id`: the merchant's own key for a product, kept so that importing the same
 * file again updates the product instead of adding a second one; unique where set.
 * `inventory.sku`: the SKU of a product sold without colour or size combinations (a
 * combination's is `product_variant.sku`); unique without case where set. The import also keeps
 * it from clashing with a combination's.
 *
 * `import_job`: one import (or dry run) of a product file, run off the request path by the
 * server's import worker; `actor` as the audit names it, `photo_owner_id` the operator account
 * whose uploads the zip's pictures become (an API key's: the operator who made the key). The uploaded CSV and pictures zip stay on disk (`file_path`,
 * `pictures_path`) until the job is done, so a worker that stops midway is followed by another
 * that resumes at `done`, the rows already committed; a worker holds a job by a lease
 * (`lease_owner`, `lease_until`) it renews while it works. Counters move in the same transaction
 * as the products they count, so a restart never counts a row twice.
 *
 * `import_refusal`: each refused row of a job, with its line number in the file and why.
 */
export const catalogueMoveIn: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema.alterTable('inventory').addColumn('external_id', 'text').execute();
    await k.schema.alterTable('inventory').addColumn('sku', 'text').execute();
    await k.schema.createIndex('inventory_external_id_uq').on('inventory').unique().column('external_id').execute();
    await k.schema
      .createIndex('inventory_sku_uq')
      .on('inventory')
      .unique()
      .expression(sql`lower(sku)`)
      .execute();

    await k.schema
      .createTable('import_job')
      .addColumn('import_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', notNull)
      .addColumn('actor', 'text', notNull)
      .addColumn('photo_owner_id', 'integer', (c) => c.references('app_user.user_id'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`))
      .addColumn('dry_run', 'integer', flag)
      .addColumn('create_categories', 'integer', flag)
      .addColumn('file_path', 'text', notNull)
      .addColumn('pictures_path', 'text')
      .addColumn('rows', 'integer', flag)
      .addColumn('done', 'integer', flag)
      .addColumn('created', 'integer', flag)
      .addColumn('updated', 'integer', flag)
      .addColumn('unchanged', 'integer', flag)
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addColumn('finished_at', 'text')
      .execute();
    await k.schema.createIndex('import_job_status').on('import_job').columns(['status', 'created_at']).execute();

    await k.schema
      .createTable('import_refusal')
      .addColumn('import_id', 'text', (c) => c.notNull().references('import_job.import_id').onDelete('cascade'))
      .addColumn('line', 'integer', notNull)
      .addColumn('reason', 'text', notNull)
      .addPrimaryKeyConstraint('import_refusal_pk', ['import_id', 'line'])
      .execute();
  },
});
