import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * What the storefront shows pictures from, as stored: each active product's cover and gallery (a
 * JSON list), the categories' and the menu's covers, the banners', and each home section's
 * metadata (JSON whose pictures sit at several depths).
 */
export async function picturesShown(db: Kysely<Database>) {
  const [products, categories, menu, banners, sections] = await Promise.all([
    db.selectFrom('inventory').select(['cover_path', 'gallery_json']).where('is_active', '=', 1).execute(),
    db.selectFrom('category').select('cover_path').where('cover_path', 'is not', null).execute(),
    db.selectFrom('nav_item').select('cover_path').where('cover_path', 'is not', null).execute(),
    db.selectFrom('banner').select('cover_path').execute(),
    db.selectFrom('home_section').select('metadata_json').execute(),
  ]);
  return {
    products,
    covers: [...categories, ...menu, ...banners].map((row) => row.cover_path),
    sectionMetadata: sections.map((row) => row.metadata_json),
  };
}
