import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull } from './helpers.js';

/**
 * API keys other systems call the operator API with (docs/security.md "API keys").
 *
 * `api_key`: a name, the scopes it holds (space-separated, e.g. `orders:read stock:write`), the
 * prefix shown in the console (`nwk_live_` and the secret's first characters), the sha256 of the
 * whole secret (the secret itself is never stored), the operator who made it, when it was last
 * used, and when it was revoked (a revoked key stays listed, so old records still name it).
 *
 * What a key writes needs no new column: the order events, the stock movements and the audit
 * already name their actor as text (`operator:{userId}`); a key's writes name `api-key:{apiKeyId}`.
 */
export const apiKeys: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('api_key'), 'api_key_id')
      .addColumn('name', 'text', notNull)
      .addColumn('scopes', 'text', notNull)
      .addColumn('prefix', 'text', notNull)
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
  },
});
