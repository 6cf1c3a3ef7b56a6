/**
 * What migration 005's triggers were written against, copied here so that the migration does the
 * same on a new database whatever the live code later becomes.
 */

/**
 * The PostgreSQL channel the catalogue and product triggers announce new versions on. The version
 * watch (read-path/catalog-version-watch.ts) listens on the same name; renaming it there needs a
 * new migration that recreates the trigger functions.
 */
export const CATALOG_CHANNEL = 'catalog_changed';

/** The catalogue tables whose every write bumps the catalogue version (migration 005). */
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
