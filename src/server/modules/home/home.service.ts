import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Banner, NavItem, Section, SectionType } from '@shared/schemas/home';
import { sectionMetadataSchema, sectionTypes } from '@shared/schemas/home';
import * as repo from './home.repository.js';
import { findProductCards } from '@server/modules/catalog';

export async function getNavItems(db: Kysely<Database>): Promise<NavItem[]> {
  const rows = await repo.listNavItems(db);
  const toItem = (r: (typeof rows)[number]) => ({
    itemId: r.item_id,
    name: r.name,
    externId: r.extern_id,
    link: r.link,
    coverPath: r.cover_path,
  });
  return rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({ ...toItem(r), type: r.type, subItems: rows.filter((s) => s.parent_id === r.item_id).map(toItem) }));
}

export async function getBanners(db: Kysely<Database>): Promise<Banner[]> {
  const rows = await repo.listBanners(db);
  return rows.map((r) => ({
    bannerId: r.banner_id,
    coverPath: r.cover_path,
    firstTitle: r.first_title,
    secondTitle: r.second_title,
    firstButtonText: r.first_button_text,
    firstButtonLink: r.first_button_link,
    secondButtonText: r.second_button_text,
    secondButtonLink: r.second_button_link,
  }));
}

/**
 * Sections with their metadata (stored as JSON) and entities: a `collection` section's
 * metadata carries its displayName; both product sections link products through section_inventory.
 */
function readMetadata(json: string) {
  try {
    const stored = JSON.parse(json) as Record<string, unknown> & { collection?: { displayName?: unknown } };
    const metadata = sectionMetadataSchema.safeParse(stored);
    if (!metadata.success) return null;
    const displayName = typeof stored.collection?.displayName === 'string' ? stored.collection.displayName : '';
    return { metadata: metadata.data, displayName };
  } catch {
    return null;
  }
}

/** A section whose stored metadata is broken, or whose type is unknown, is left out, not fatal. */
export async function getSections(
  db: Kysely<Database>,
  log?: { warn(obj: object, msg: string): void },
): Promise<Section[]> {
  const rows = await repo.listSections(db);
  const links = await repo.listSectionProductIds(
    db,
    rows.map((r) => r.section_id),
  );
  const cards = await findProductCards(db, [...new Set(links.map((l) => l.inventory_id))]);
  const cardById = new Map(cards.map((c) => [c.productId, c]));
  return rows.flatMap((r) => {
    const read = readMetadata(r.metadata_json);
    if (!read || !(sectionTypes as readonly string[]).includes(r.section_type)) {
      log?.warn({ sectionId: r.section_id }, 'home section left out: unreadable metadata or unknown type');
      return [];
    }
    const { metadata, displayName } = read;
    const productCards = links
      .filter((l) => l.section_id === r.section_id)
      .flatMap((l) => cardById.get(l.inventory_id) ?? []);
    const type = r.section_type as SectionType;
    const entities: Section['entities'] = {};
    if (type === 'collection') {
      entities.collection = {
        displayName,
        inventories: productCards.map(({ productId, name, coverPath }) => ({
          productId,
          name,
          coverPath,
        })),
      };
    }
    if (type === 'inventories') entities.inventories = { list: productCards };
    return [{ sectionId: r.section_id, sectionType: type, metadata, entities }];
  });
}
