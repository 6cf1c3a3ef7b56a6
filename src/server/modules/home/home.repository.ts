import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

export async function listNavItems(db: Kysely<Database>) {
  return db.selectFrom('nav_item').selectAll().orderBy('position').orderBy('item_id').execute();
}

export async function listBanners(db: Kysely<Database>) {
  return db.selectFrom('banner').selectAll().orderBy('position').orderBy('banner_id').execute();
}

export async function listSections(db: Kysely<Database>) {
  return db.selectFrom('home_section').selectAll().orderBy('position').orderBy('section_id').execute();
}

export async function listSectionProductIds(db: Kysely<Database>, sectionIds: number[]) {
  if (sectionIds.length === 0) return [];
  return db
    .selectFrom('section_inventory')
    .innerJoin('inventory', 'inventory.inventory_id', 'section_inventory.inventory_id')
    .select(['section_inventory.section_id', 'section_inventory.inventory_id'])
    .where('section_inventory.section_id', 'in', sectionIds)
    .where('inventory.is_active', '=', 1)
    .orderBy('section_inventory.section_id')
    .orderBy('section_inventory.position')
    .execute();
}
