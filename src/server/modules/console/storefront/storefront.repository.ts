import { sql } from 'kysely';
import type {
  CategoryRowUpdate,
  NewBannerRow,
  NewCategoryRow,
  NewHomeSectionRow,
  NewNavItemRow,
  NewSectionProductRow,
} from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/** Every category with how many products name it as their root or sub-category. */
export async function listCategoriesWithProductCount(db: Executor) {
  return (
    db
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
      // Each root category in the shop's order, each followed by its sub-categories in theirs.
      .leftJoin('category as root', 'root.category_id', 'c.parent_id')
      .orderBy(sql`coalesce(root.sort_order, c.sort_order)`)
      .orderBy(sql`coalesce(c.parent_id, c.category_id)`)
      .orderBy(sql`case when c.parent_id is null then 0 else 1 end`)
      .orderBy('c.sort_order')
      .orderBy('c.category_id')
      .execute()
  );
}

/** Undefined when there is no such category; `parent_id` null for a top-level one. */
export async function findCategoryParent(db: Executor, categoryId: number) {
  return db.selectFrom('category').select('parent_id').where('category_id', '=', categoryId).executeTakeFirst();
}

/** The category must exist (the caller has found and locked it). */
export async function findCategoryName(db: Executor, categoryId: number) {
  const { display_name } = await db
    .selectFrom('category')
    .select('display_name')
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return display_name;
}

/** The highest sort position any category has, 0 when there are none. */
export async function lastCategorySortOrder(db: Executor) {
  const last = await db
    .selectFrom('category')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return Number(last?.last ?? 0);
}

export async function insertCategory(db: Executor, row: NewCategoryRow) {
  const { category_id } = await db
    .insertInto('category')
    .values(row)
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return category_id;
}

export async function updateCategoryColumns(db: Executor, categoryId: number, columns: CategoryRowUpdate) {
  await db.updateTable('category').set(columns).where('category_id', '=', categoryId).execute();
}

/** The products in a category (as root or sub-category), with what their search text is made of. */
export async function listProductsInCategory(db: Executor, categoryId: number) {
  return db
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
}

export async function deleteNavigation(db: Executor) {
  await db.deleteFrom('nav_item').where('parent_id', 'is not', null).execute();
  await db.deleteFrom('nav_item').execute();
}

export async function insertNavItem(db: Executor, row: NewNavItemRow) {
  const { item_id } = await db.insertInto('nav_item').values(row).returning('item_id').executeTakeFirstOrThrow();
  return item_id;
}

export async function insertNavItems(db: Executor, rows: NewNavItemRow[]) {
  await db.insertInto('nav_item').values(rows).execute();
}

export async function deleteBanners(db: Executor) {
  await db.deleteFrom('banner').execute();
}

export async function insertBanners(db: Executor, rows: NewBannerRow[]) {
  if (rows.length > 0) await db.insertInto('banner').values(rows).execute();
}

export async function deleteSections(db: Executor) {
  await db.deleteFrom('section_inventory').execute();
  await db.deleteFrom('home_section').execute();
}

export async function insertSection(db: Executor, row: NewHomeSectionRow) {
  const { section_id } = await db
    .insertInto('home_section')
    .values(row)
    .returning('section_id')
    .executeTakeFirstOrThrow();
  return section_id;
}

export async function insertSectionProducts(db: Executor, rows: NewSectionProductRow[]) {
  await db.insertInto('section_inventory').values(rows).execute();
}

/** What still points at a category: products filed under it, its sub-categories, menu items opening it. */
export async function categoryUses(db: Executor, categoryId: number) {
  const [products, subCategories, menuItems] = await Promise.all([
    db
      .selectFrom('inventory')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('root_category_id', '=', categoryId), eb('sub_category_id', '=', categoryId)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('category')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', categoryId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('nav_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'category')
      .where('extern_id', '=', String(categoryId))
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), subCategories: Number(subCategories.n), menuItems: Number(menuItems.n) };
}

export async function deleteCategoryRow(db: Executor, categoryId: number) {
  await db.deleteFrom('category').where('category_id', '=', categoryId).execute();
}

/** The categories under `parentId` (null: the top-level ones), in the shop's order. */
export async function listSiblingIds(db: Executor, parentId: number | null) {
  const rows = await db
    .selectFrom('category')
    .select('category_id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('sort_order')
    .orderBy('category_id')
    .execute();
  return rows.map((r) => r.category_id);
}

export async function setCategorySortOrder(db: Executor, categoryId: number, sortOrder: number) {
  await db.updateTable('category').set({ sort_order: sortOrder }).where('category_id', '=', categoryId).execute();
}
