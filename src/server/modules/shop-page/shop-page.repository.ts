import type { ShopPageSlug } from '@shared/constants';
import type { Executor } from '@server/db/transaction';

export async function listShopPageRows(db: Executor) {
  return db.selectFrom('shop_page').selectAll().execute();
}

export async function findShopPageRow(db: Executor, slug: ShopPageSlug) {
  return db.selectFrom('shop_page').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Every page has its row from migration 021 on, so a save is an update. */
export async function updateShopPageRow(
  db: Executor,
  slug: ShopPageSlug,
  values: { title: string; body_html: string; updated_at: string },
) {
  const result = await db.updateTable('shop_page').set(values).where('slug', '=', slug).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
