/**
 * Every table whose rows appear in a public catalogue or home answer, children first, so
 * deleting in this order respects the foreign keys.
 */
export const CATALOGUE_TABLES = [
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
