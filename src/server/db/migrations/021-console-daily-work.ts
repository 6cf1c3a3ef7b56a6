import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { SHOP_PAGE_STARTER_TEXT } from './frozen/shop-page-starter-text.js';

/**
 * The shop's own pages and the console's daily work (docs/operator-console.md).
 *
 * `shop_page`: the shipping, returns, privacy and contact pages the footer links, one row each,
 * written by the operator in the console. Every shop starts with a starter text (so the footer
 * never links an empty page); the operator replaces it. The public answer is remembered like the
 * home page's, so a write bumps the catalogue version, as the catalogue tables' triggers do
 * (migration 005): page edits are rare, and one version keeps one rule for staleness.
 *
 * `shop_setting`: the shop's switches, one row each (`hold_new_reviews`: `true` or `false`).
 *
 * `review.held`: 1 while a review written when the shop held new reviews awaits the operator's
 * approval. Such a review is also hidden (`hidden_at`, its creation time), so every public
 * read and the rating, which already leave hidden reviews out, leave it out with no change.
 */
export const consoleDailyWork: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('shop_page')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    const now = new Date().toISOString();
    await k
      .insertInto('shop_page')
      .values(
        SHOP_PAGE_STARTER_TEXT.map((p) => ({ slug: p.slug, title: p.title, body_html: p.bodyHtml, updated_at: now })),
      )
      .execute();
    await k.schema
      .createTable('shop_setting')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await k.insertInto('shop_setting').values({ key: 'hold_new_reviews', value: 'false' }).execute();
    await k.schema
      .alterTable('review')
      .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`create index review_held_idx on review (created_at) where held = 1`.execute(k);
    if (db.dialect === 'postgres') {
      // bump_catalog_version() is migration 005's: it bumps and announces the new version.
      await sql`create trigger shop_page_bumps_catalog after insert or update or delete or truncate on shop_page
        for each statement execute function bump_catalog_version()`.execute(k);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`shop_page_${event}_bumps_catalog`)} after ${sql.raw(event)} on shop_page
          begin update catalog_version set version = version + 1 where id = 1; end`.execute(k);
      }
    }
  },
});
