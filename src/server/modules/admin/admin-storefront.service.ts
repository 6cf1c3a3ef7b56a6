import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  BannersWrite,
  NavigationWrite,
  SectionsWrite,
  SectionWrite,
  categoryCreateSchema,
  categoryWriteSchema,
} from '@shared/schemas/admin-catalogue';
import { lockForUpdate, type Executor, type Tx } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { inventorySearchFields } from '../catalog/search-text.js';
import * as home from '../home/home.repository.js';
import { getBanners } from '../home/home.service.js';
import { recordAudit } from './admin-audit.js';
import { checkExist, checkImages } from './admin-references.js';
import type { OperatorWho } from './operator-write.js';

/**
 * Categories, the menu and the home page (docs/operator-console.md). The menu, the banners and
 * the sections are each saved whole, in the order given: one transaction replaces the list, so
 * the storefront never shows half an edit, and positions are simply the order of the list.
 */

export async function listCategories(db: Executor) {
  const rows = await db
    .selectFrom('category as c')
    .select((eb) => [
      'c.category_id',
      'c.parent_id',
      'c.display_name',
      'c.description',
      'c.cover_path',
      eb
        .selectFrom('inventory as i')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where((w) =>
          w.or([
            w('i.root_category_id', '=', w.ref('c.category_id')),
            w('i.sub_category_id', '=', w.ref('c.category_id')),
          ]),
        )
        .as('product_count'),
    ])
    // Each root category, then its sub-categories, in the shop's order.
    .orderBy(sql`coalesce(c.parent_id, c.category_id)`)
    .orderBy(sql`case when c.parent_id is null then 0 else 1 end`)
    .orderBy('c.sort_order')
    .orderBy('c.category_id')
    .execute();
  return rows.map((r) => ({
    categoryId: r.category_id,
    parentId: r.parent_id,
    displayName: r.display_name,
    description: r.description,
    coverPath: r.cover_path,
    productCount: Number(r.product_count ?? 0),
  }));
}

export async function createCategory(tx: Tx, who: OperatorWho, input: z.output<typeof categoryCreateSchema>) {
  if (input.parentId !== null) {
    const parent = await tx.kysely
      .selectFrom('category')
      .select('parent_id')
      .where('category_id', '=', input.parentId)
      .executeTakeFirst();
    if (!parent) throw badRequest(`parentId: category ${input.parentId} does not exist`);
    if (parent.parent_id !== null) throw badRequest('parentId: sub-categories cannot have sub-categories');
  }
  const last = await tx.kysely
    .selectFrom('category')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  const { category_id } = await tx.kysely
    .insertInto('category')
    .values({
      parent_id: input.parentId,
      display_name: input.displayName,
      description: input.description,
      cover_path: null,
      sort_order: Number(last?.last ?? 0) + 1,
    })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'category',
    entityId: category_id,
    action: 'create',
    detail: { displayName: input.displayName },
  });
  return category_id;
}

/**
 * Renames a category. Its products' search text holds category names, so a rename rewrites the
 * search text of every product in it (in the same transaction: search never finds the old name).
 */
export async function updateCategory(
  tx: Tx,
  who: OperatorWho,
  categoryId: number,
  input: z.output<typeof categoryWriteSchema>,
) {
  if (!(await lockForUpdate(tx, 'category', 'category_id', categoryId))) throw notFound('Category');
  const before = await tx.kysely
    .selectFrom('category')
    .select('display_name')
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  await tx.kysely
    .updateTable('category')
    .set({ display_name: input.displayName, description: input.description })
    .where('category_id', '=', categoryId)
    .execute();
  if (before.display_name !== input.displayName) await reindexProductsOf(tx.kysely, categoryId);
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'category',
    entityId: categoryId,
    action: 'update',
    detail: { displayName: input.displayName },
  });
}

async function reindexProductsOf(db: Executor, categoryId: number) {
  const products = await db
    .selectFrom('inventory as i')
    .innerJoin('category as root', 'root.category_id', 'i.root_category_id')
    .innerJoin('category as sub', 'sub.category_id', 'i.sub_category_id')
    .select([
      'i.inventory_id',
      'i.name',
      'i.prod_desc_md',
      'root.display_name as root_name',
      'sub.display_name as sub_name',
    ])
    .where((eb) => eb.or([eb('i.root_category_id', '=', categoryId), eb('i.sub_category_id', '=', categoryId)]))
    .execute();
  for (const p of products) {
    await db
      .updateTable('inventory')
      .set(
        inventorySearchFields({
          name: p.name,
          descriptionHtml: p.prod_desc_md,
          categoryNames: [p.root_name, p.sub_name],
        }),
      )
      .where('inventory_id', '=', p.inventory_id)
      .execute();
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

export async function replaceNavigation(tx: Tx, who: OperatorWho, input: NavigationWrite) {
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
  await tx.kysely.deleteFrom('nav_item').where('parent_id', 'is not', null).execute();
  await tx.kysely.deleteFrom('nav_item').execute();
  for (const [position, item] of input.items.entries()) {
    const { item_id } = await tx.kysely
      .insertInto('nav_item')
      .values(row(item, null, position))
      .returning('item_id')
      .executeTakeFirstOrThrow();
    if (item.subItems.length > 0) {
      await tx.kysely
        .insertInto('nav_item')
        .values(item.subItems.map((s, i) => row(s, item_id, i)))
        .execute();
    }
  }
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'navigation',
    entityId: null,
    action: 'replace',
    detail: { items: input.items.length },
  });
}

export async function bannersView(db: Executor): Promise<BannersWrite> {
  return { banners: (await getBanners(db)).map(({ bannerId: _id, ...banner }) => banner) };
}

export async function replaceBanners(tx: Tx, who: OperatorWho, input: BannersWrite) {
  await checkImages(
    tx.kysely,
    input.banners.map((b) => b.coverPath),
  );
  await tx.kysely.deleteFrom('banner').execute();
  if (input.banners.length > 0) {
    await tx.kysely
      .insertInto('banner')
      .values(
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
      )
      .execute();
  }
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'banners',
    entityId: null,
    action: 'replace',
    detail: { banners: input.banners.length },
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
  const links = await home.listSectionInventoryIds(
    db,
    rows.map((r) => r.section_id),
  );
  return {
    sections: rows.flatMap((r): SectionWrite[] => {
      const m = JSON.parse(r.metadata_json) as Record<string, any>;
      const inventoryIds = links.filter((l) => l.section_id === r.section_id).map((l) => l.inventory_id);
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
          return [{ sectionType: 'collection', displayName: m.collection?.displayName ?? '', inventoryIds }];
        case 'inventories':
          return [{ sectionType: 'inventories', inventoryIds }];
        default:
          return []; // unknown types are left out by the storefront too
      }
    }),
  };
}

export async function replaceSections(tx: Tx, who: OperatorWho, input: SectionsWrite) {
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
  await tx.kysely.deleteFrom('section_inventory').execute();
  await tx.kysely.deleteFrom('home_section').execute();
  for (const [position, s] of input.sections.entries()) {
    const { section_id } = await tx.kysely
      .insertInto('home_section')
      .values({ section_type: s.sectionType, metadata_json: JSON.stringify(storedMetadata(s)), position })
      .returning('section_id')
      .executeTakeFirstOrThrow();
    if ('inventoryIds' in s) {
      await tx.kysely
        .insertInto('section_inventory')
        .values(s.inventoryIds.map((inventory_id, i) => ({ section_id, inventory_id, position: i })))
        .execute();
    }
  }
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'sections',
    entityId: null,
    action: 'replace',
    detail: { sections: input.sections.length },
  });
}
