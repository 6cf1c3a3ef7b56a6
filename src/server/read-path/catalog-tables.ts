/**
 * Every table whose rows appear in a public catalogue or home answer, children first, so
 * deleting in this order respects the foreign keys. A write to any of them bumps the catalogue
 * version (migration 005), except `review`, which bumps its product's version (migration 007).
 * The triggers are the migrations' own (db/migrations/frozen/): a table added here gets none
 * until a new migration creates them.
 */
export const CATALOG_TABLES = [
  'review',
  'section_inventory',
  'home_section',
  'banner',
  'nav_item',
  'inventory_badge',
  'addon',
  'badge',
  'inventory',
  'category',
] as const;
