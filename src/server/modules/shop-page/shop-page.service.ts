import type { ShopPageSlug } from '@shared/constants';
import { SHOP_PAGE_SLUGS } from '@shared/constants';
import type { ShopPage, ShopPageWrite } from '@shared/schemas/shop-page';
import type { Executor } from '@server/db/transaction';
import { notFound } from '@server/lib/errors';
import { sanitizeHtml } from '@server/lib/sanitize-html';
import { changedFields, recordAudit, operatorWrite, type OperatorWriteDeps } from '@server/modules/operator-write';
import { toShopPage } from './shop-page.mapper.js';
import * as repo from './shop-page.repository.js';

export async function getShopPage(db: Executor, slug: ShopPageSlug): Promise<ShopPage> {
  const row = await repo.findShopPageRow(db, slug);
  const page = row ? toShopPage(row) : null;
  if (!page) throw notFound('Page');
  return page;
}

/** Every page, in the footer's order. */
export async function listShopPages(db: Executor): Promise<ShopPage[]> {
  const pages = (await repo.listShopPageRows(db)).flatMap((row) => toShopPage(row) ?? []);
  return SHOP_PAGE_SLUGS.flatMap((slug) => pages.find((p) => p.slug === slug) ?? []);
}

/**
 * Saves a page's title and text. The HTML is sanitised with the product description's policy
 * before it is stored, so the storefront shows it as it comes (as for descriptions).
 */
export async function saveShopPage(deps: OperatorWriteDeps, actor: string, slug: ShopPageSlug, input: ShopPageWrite) {
  await operatorWrite(deps, actor, [], async (tx, who) => {
    const bodyHtml = sanitizeHtml(input.bodyHtml);
    const was = await repo.findShopPageRow(tx.kysely, slug);
    const saved = await repo.updateShopPageRow(tx.kysely, slug, {
      title: input.title,
      body_html: bodyHtml,
      updated_at: who.now,
    });
    if (!saved) throw notFound('Page');
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'page',
      entityId: null,
      action: 'update',
      subject: `page ${slug}`,
      detail: { slug },
      ...changedFields(
        { title: was?.title ?? null, bodyHtml: was?.body_html ?? null },
        { title: input.title, bodyHtml },
      ),
    });
  });
  return getShopPage(deps.db.kysely, slug);
}
