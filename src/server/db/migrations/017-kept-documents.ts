import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * `kept_document`: every document the shop has drawn (an invoice PDF), kept so that a second
 * download is a read rather than a drawing, on every instance. The key names the document and
 * what it shows (see modules/invoice/invoice.routes.ts); a row is written once and never changed.
 */
export const keptDocuments: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('kept_document')
      .addColumn('document_key', 'text', (c) => c.primaryKey())
      .addColumn('body', db.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
