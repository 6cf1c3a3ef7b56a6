import { SHOP_PAGE_SLUGS, type ShopPageSlug } from '@shared/constants';
import type { ShopPage } from '@shared/schemas/shop-page';
import type { ShopPageTable } from '@server/db/schema';

const isSlug = (slug: string): slug is ShopPageSlug => (SHOP_PAGE_SLUGS as readonly string[]).includes(slug);

/** A stored page as the API answers it; a row with an unknown slug (none are made) is left out. */
export function toShopPage(row: ShopPageTable): ShopPage | null {
  if (!isSlug(row.slug)) return null;
  return { slug: row.slug, title: row.title, bodyHtml: row.body_html, updatedAt: row.updated_at };
}
