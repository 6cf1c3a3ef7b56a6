import type { z } from 'zod';
import type {
  BannersWrite,
  NavigationWrite,
  SectionsWrite,
  SectionWrite,
  categoryCreateSchema,
  categoryOrderSchema,
  categoryWriteSchema,
} from '@shared/schemas/console-catalog';
import { lockForUpdate, type Executor } from '@server/db/transaction';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { productSearchFields } from '@server/modules/catalog';
import * as home from '@server/modules/home';
import { getBanners } from '@server/modules/home';
import { recordAudit, checkExist, checkImages, operatorWrite } from '@server/modules/operator-write';
import { updateProductColumns } from '@server/modules/console/products/products.repository';
import * as storefront from './storefront.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

/**
 * Categories, the menu and the home page (docs/operator-console.md). The menu, the banners and
 * the sections are each saved whole, in the order given: one transaction replaces the list, so
 * the storefront never shows half an edit, and positions are simply the order of the list.
 */

export async function listCategories(db: Executor) {
  const rows = await storefront.listCategoriesWithProductCount(db);
  return rows.map((r) => ({
    categoryId: r.category_id,
    parentId: r.parent_id,
    displayName: r.display_name,
    description: r.description,
    coverPath: r.cover_path,
    productCount: Number(r.product_count ?? 0),
  }));
}

export async function createCategory(deps: ConsoleDeps, actor: string, input: z.output<typeof categoryCreateSchema>) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    if (input.parentId !== null) {
      const parent = await storefront.findCategoryParent(tx.kysely, input.parentId);
      if (!parent) throw badRequest(`parentId: category ${input.parentId} does not exist`);
      if (parent.parent_id !== null) throw badRequest('parentId: sub-categories cannot have sub-categories');
    }
    const categoryId = await storefront.insertCategory(tx.kysely, {
      parent_id: input.parentId,
      display_name: input.displayName,
      description: input.description,
      cover_path: null,
      sort_order: (await storefront.lastCategorySortOrder(tx.kysely)) + 1,
    });
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'category',
      entityId: categoryId,
      action: 'create',
      detail: { displayName: input.displayName },
    });
    return categoryId;
  });
}

/**
 * Renames a category. Its products' search text holds category names, so a rename rewrites the
 * search text of every product in it (in the same transaction: search never finds the old name).
 */
export async function updateCategory(
  deps: ConsoleDeps,
  actor: string,
  categoryId: number,
  input: z.output<typeof categoryWriteSchema>,
) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    if (!(await lockForUpdate(tx, 'category', 'category_id', categoryId))) throw notFound('Category');
    const nameBefore = await storefront.findCategoryName(tx.kysely, categoryId);
    await storefront.updateCategoryColumns(tx.kysely, categoryId, {
      display_name: input.displayName,
      description: input.description,
    });
    if (nameBefore !== input.displayName) await reindexProductsOf(tx.kysely, categoryId);
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'category',
      entityId: categoryId,
      action: 'update',
      detail: { displayName: input.displayName },
    });
  });
}

/**
 * Deletes a category nothing points at. One that still holds products or sub-categories, or that
 * the menu opens, is refused with what to move first: a shop never has a product filed nowhere or
 * a menu item leading to a missing page.
 */
export async function deleteCategory(deps: ConsoleDeps, actor: string, categoryId: number) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    if (!(await lockForUpdate(tx, 'category', 'category_id', categoryId))) throw notFound('Category');
    const displayName = await storefront.findCategoryName(tx.kysely, categoryId);
    const uses = await storefront.categoryUses(tx.kysely, categoryId);
    if (uses.subCategories > 0) {
      throw conflict(
        `${displayName} still has ${countOf(uses.subCategories, 'sub-category', 'sub-categories')}: delete them first`,
      );
    }
    if (uses.products > 0) {
      throw conflict(
        `${displayName} still holds ${countOf(uses.products, 'product')}: move them to another category first`,
      );
    }
    if (uses.menuItems > 0) throw conflict(`The menu opens ${displayName}: remove it from the menu first`);
    await storefront.deleteCategoryRow(tx.kysely, categoryId);
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'category',
      entityId: categoryId,
      action: 'delete',
      detail: { displayName },
    });
  });
}

/**
 * Puts the categories under one parent (null: the top-level ones) in the order given. The list
 * must name each of them once, so two operators reordering at once cannot lose a category: the
 * second, sent against a list that changed, is refused and sees the new one.
 */
export async function reorderCategories(deps: ConsoleDeps, actor: string, input: z.output<typeof categoryOrderSchema>) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    if (input.parentId !== null && !(await lockForUpdate(tx, 'category', 'category_id', input.parentId))) {
      throw notFound('Category');
    }
    const siblings = await storefront.listSiblingIds(tx.kysely, input.parentId);
    const same = siblings.length === input.categoryIds.length && siblings.every((id) => input.categoryIds.includes(id));
    if (!same) throw conflict('The categories changed meanwhile: reload the list and reorder again');
    for (const [position, categoryId] of input.categoryIds.entries()) {
      await storefront.setCategorySortOrder(tx.kysely, categoryId, position);
    }
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'category',
      entityId: input.parentId,
      action: 'reorder',
      detail: { categoryIds: input.categoryIds },
    });
  });
}

const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function reindexProductsOf(db: Executor, categoryId: number) {
  for (const p of await storefront.listProductsInCategory(db, categoryId)) {
    await updateProductColumns(
      db,
      p.inventory_id,
      productSearchFields({
        name: p.name,
        descriptionHtml: p.prod_desc_md,
        categoryNames: [p.root_name, p.sub_name],
      }),
    );
  }
}

/** The menu as it is edited: a category item names its category, a link item its link. */
export async function navigationView(db: Executor): Promise<NavigationWrite> {
  const rows = await home.listNavItems(db);
  const toItem = (r: (typeof rows)[number]) => ({
    name: r.name,
    categoryId: r.type === 'category' && r.extern_id ? Number(r.extern_id) : null,
    link: r.type === 'category' ? '' : (r.link ?? ''),
    coverPath: r.cover_path,
  });
  return {
    items: rows
      .filter((r) => r.parent_id === null)
      .map((r) => ({ ...toItem(r), subItems: rows.filter((s) => s.parent_id === r.item_id).map(toItem) })),
  };
}

export async function replaceNavigation(deps: ConsoleDeps, actor: string, input: NavigationWrite) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    const all = input.items.flatMap((i) => [i, ...i.subItems]);
    await checkExist(
      tx.kysely,
      { table: 'category', column: 'category_id', field: 'categoryId', noun: 'category' },
      all.flatMap((i) => (i.categoryId === null ? [] : [i.categoryId])),
    );
    await checkImages(
      tx.kysely,
      all.map((i) => i.coverPath),
    );
    const row = (i: NavigationWrite['items'][number]['subItems'][number], parent: number | null, position: number) => ({
      parent_id: parent,
      name: i.name,
      type: i.categoryId === null ? 'link' : 'category',
      extern_id: i.categoryId === null ? null : String(i.categoryId),
      link: i.categoryId === null ? i.link : null,
      cover_path: i.coverPath,
      position,
    });
    await storefront.deleteNavigation(tx.kysely);
    for (const [position, item] of input.items.entries()) {
      const itemId = await storefront.insertNavItem(tx.kysely, row(item, null, position));
      if (item.subItems.length > 0) {
        await storefront.insertNavItems(
          tx.kysely,
          item.subItems.map((s, i) => row(s, itemId, i)),
        );
      }
    }
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'navigation',
      entityId: null,
      action: 'replace',
      detail: { items: input.items.length },
    });
  });
}

export async function bannersView(db: Executor): Promise<BannersWrite> {
  return { banners: (await getBanners(db)).map(({ bannerId: _id, ...banner }) => banner) };
}

export async function replaceBanners(deps: ConsoleDeps, actor: string, input: BannersWrite) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    await checkImages(
      tx.kysely,
      input.banners.map((b) => b.coverPath),
    );
    await storefront.deleteBanners(tx.kysely);
    await storefront.insertBanners(
      tx.kysely,
      input.banners.map((b, position) => ({
        cover_path: b.coverPath,
        first_title: b.firstTitle,
        second_title: b.secondTitle,
        first_button_text: b.firstButtonText,
        first_button_link: b.firstButtonLink,
        second_button_text: b.secondButtonText,
        second_button_link: b.secondButtonLink,
        position,
      })),
    );
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'banners',
      entityId: null,
      action: 'replace',
      detail: { banners: input.banners.length },
    });
  });
}

/** Stored as the storefront reads it (home.service.ts): metadata JSON per type, products linked by row. */
function storedMetadata(s: SectionWrite): object {
  switch (s.sectionType) {
    case 'header':
      return { header: { primaryText: s.primaryText, secondaryText: s.secondaryText } };
    case 'image':
      return { image: { imagePath: s.imagePath } };
    case 'features':
      return { features: { list: s.list } };
    case 'testimonial':
      return { testimonial: { list: s.list } };
    case 'collection':
      return { collection: { displayName: s.displayName } };
    case 'inventories':
      return {};
  }
}

export async function sectionsView(db: Executor): Promise<SectionsWrite> {
  const rows = await home.listSections(db);
  const links = await home.listSectionProductIds(
    db,
    rows.map((r) => r.section_id),
  );
  return {
    sections: rows.flatMap((r): SectionWrite[] => {
      const m = JSON.parse(r.metadata_json) as SectionMetadata;
      const productIds = links.filter((l) => l.section_id === r.section_id).map((l) => l.inventory_id);
      switch (r.section_type) {
        case 'header':
          return [
            {
              sectionType: 'header',
              primaryText: m.header?.primaryText ?? '',
              secondaryText: m.header?.secondaryText ?? '',
            },
          ];
        case 'image':
          return [{ sectionType: 'image', imagePath: m.image?.imagePath ?? '' }];
        case 'features':
          return [{ sectionType: 'features', list: m.features?.list ?? [] }];
        case 'testimonial':
          return [{ sectionType: 'testimonial', list: m.testimonial?.list ?? [] }];
        case 'collection':
          return [
            { sectionType: 'collection', displayName: m.collection?.displayName ?? '', inventoryIds: productIds },
          ];
        case 'inventories':
          return [{ sectionType: 'inventories', inventoryIds: productIds }];
        default:
          return []; // unknown types are left out by the storefront too
      }
    }),
  };
}

/** A section's stored metadata: its fields under its type's name, each possibly missing. */
interface SectionMetadata {
  header?: { primaryText?: string; secondaryText?: string };
  image?: { imagePath?: string };
  features?: { list?: Extract<SectionWrite, { sectionType: 'features' }>['list'] };
  testimonial?: { list?: Extract<SectionWrite, { sectionType: 'testimonial' }>['list'] };
  collection?: { displayName?: string };
}

export async function replaceSections(deps: ConsoleDeps, actor: string, input: SectionsWrite) {
  return operatorWrite(deps, actor, [], async (tx, who) => {
    await checkExist(
      tx.kysely,
      { table: 'inventory', column: 'inventory_id', field: 'inventoryIds', noun: 'product' },
      input.sections.flatMap((s) => ('inventoryIds' in s ? s.inventoryIds : [])),
    );
    await checkImages(
      tx.kysely,
      input.sections.flatMap((s) => {
        if (s.sectionType === 'image') return [s.imagePath];
        if (s.sectionType === 'features') return s.list.map((f) => f.iconPath);
        if (s.sectionType === 'testimonial') return s.list.map((t) => t.photoPath);
        return [];
      }),
    );
    await storefront.deleteSections(tx.kysely);
    for (const [position, s] of input.sections.entries()) {
      const sectionId = await storefront.insertSection(tx.kysely, {
        section_type: s.sectionType,
        metadata_json: JSON.stringify(storedMetadata(s)),
        position,
      });
      if ('inventoryIds' in s) {
        await storefront.insertSectionProducts(
          tx.kysely,
          s.inventoryIds.map((inventory_id, i) => ({ section_id: sectionId, inventory_id, position: i })),
        );
      }
    }
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'sections',
      entityId: null,
      action: 'replace',
      detail: { sections: input.sections.length },
    });
  });
}
