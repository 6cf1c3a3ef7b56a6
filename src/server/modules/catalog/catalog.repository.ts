import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Badge, InventoryCard } from '@shared/schemas/home';

/** Product cards by id, badges included, in the order of `ids`; inactive products are left out. */
export async function findInventoryCards(db: Kysely<Database>, ids: number[]): Promise<InventoryCard[]> {
  if (ids.length === 0) return [];
  const [rows, badges] = await Promise.all([
    db
      .selectFrom('inventory')
      .select(['inventory_id', 'name', 'cover_path', 'price', 'original_price'])
      .where('inventory_id', 'in', ids)
      .where('is_active', '=', 1)
      .execute(),
    findBadges(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.inventory_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ inventoryId: r.inventory_id, name: r.name, coverPath: r.cover_path, price: r.price, originalPrice: r.original_price, badge: badges.get(id) ?? [] }]
      : [];
  });
}

export async function findBadges(db: Kysely<Database>, inventoryIds: number[]): Promise<Map<number, Badge[]>> {
  const map = new Map<number, Badge[]>();
  if (inventoryIds.length === 0) return map;
  const rows = await db
    .selectFrom('inventory_badge')
    .innerJoin('badge', 'badge.badge_id', 'inventory_badge.badge_id')
    .select(['inventory_badge.inventory_id', 'badge.badge_id', 'badge.text', 'badge.bg_color', 'badge.text_color'])
    .where('inventory_badge.inventory_id', 'in', inventoryIds)
    .orderBy('inventory_badge.inventory_id')
    .orderBy('inventory_badge.position')
    .execute();
  for (const r of rows) {
    const list = map.get(r.inventory_id) ?? [];
    list.push({ badgeId: r.badge_id, text: r.text, bgColor: r.bg_color, textColor: r.text_color });
    map.set(r.inventory_id, list);
  }
  return map;
}
