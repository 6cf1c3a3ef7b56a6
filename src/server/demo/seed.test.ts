import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sectionMetadataSchema, sectionTypes } from '@shared/schemas/home';
import { openMigratedDb, type Db, type Dialect } from '@server/db/database';
import { createTestDb, testDialects } from '@server/test/test-app';
import { galleryIndexForOption } from '@shared/gallery-match';
import { SHADES, renderDemoImage } from './art/demo-art.js';
import { ROOTS, type NameWord } from './catalog-data.js';
import { sanitizeHtml } from '@server/lib/sanitize-html';
import { normaliseForSearch } from '@server/modules/catalog/search-text';
import { CATALOG_TABLES, DEFAULT_PRODUCTS, resetCatalog, seedCatalog, seedDemoIfEmpty } from './seed.js';
import { DEMO_SNEAKER_ID } from './variants.js';
import { SOLD_OUT_PRODUCT_IDS } from './generate.js';
import { itemAt } from '@shared/item-at';

const SHOP = 'Maple & Moss';

/** A fresh migrated database: in-memory SQLite, or a schema of its own on PostgreSQL. */
async function freshDb(dialect: Dialect): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = await openMigratedDb({ url: ':memory:' });
    return { db, drop: () => db.close() };
  }
  return createTestDb(dialect);
}

const TABLE_KEYS = {
  category: 'category_id',
  inventory: 'inventory_id',
  badge: 'badge_id',
  inventory_badge: 'inventory_id, badge_id',
  addon: 'addon_id',
  nav_item: 'item_id',
  banner: 'banner_id',
  home_section: 'section_id',
  section_inventory: 'section_id, inventory_id',
  app_user: 'user_id',
  review: 'review_id',
  catalog_version: 'id',
} satisfies Record<string, string>;

/** The image name in a demo product picture's path: `/media/demo/product/<name>.svg`. */
function artName(picture: string): string {
  const name = /product\/(.+)\.svg$/.exec(picture)?.[1];
  if (name === undefined) throw new Error(`${picture} is not a demo product picture`);
  return name;
}

/** Every row the seed writes, in key order. */
async function dump(db: Db): Promise<Record<keyof typeof TABLE_KEYS, unknown[]>> {
  const out = {} as Record<keyof typeof TABLE_KEYS, unknown[]>; // every table is filled in below
  for (const [table, key] of Object.entries(TABLE_KEYS) as [keyof typeof TABLE_KEYS, string][]) {
    const rows = (await sql.raw<Record<string, unknown>>(`select * from ${table} order by ${key}`).execute(db.kysely))
      .rows;
    out[table] = rows;
  }
  return out;
}

const count = async (db: Db, table: string) =>
  Number(itemAt((await sql.raw<{ n: number }>(`select count(*) as n from ${table}`).execute(db.kysely)).rows, 0).n);

/** Every /media/demo/… path in a piece of text. */
const demoPaths = (text: string) => [...text.matchAll(/\/media\/demo\/[^"'\s)\\]+/g)].map((m) => m[0]);

describe.each(testDialects)('demo catalogue on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  let rows: Awaited<ReturnType<typeof dump>>;

  beforeAll(async () => {
    ({ db, drop } = await freshDb(dialect));
    expect(await seedDemoIfEmpty(db, { shopName: SHOP })).toBe(true);
    rows = await dump(db);
  });
  afterAll(() => drop());

  it('seeds only an empty catalogue, so a second call adds nothing', async () => {
    expect(await seedDemoIfEmpty(db, { shopName: SHOP })).toBe(false);
    expect(await dump(db)).toEqual(rows);
  });

  it('has at least six root categories, each with three to five sub-categories', async () => {
    const cats = await db.kysely.selectFrom('category').selectAll().execute();
    const roots = cats.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(6);
    for (const root of roots) {
      const subs = cats.filter((c) => c.parent_id === root.category_id);
      expect(subs.length, root.display_name).toBeGreaterThanOrEqual(3);
      expect(subs.length, root.display_name).toBeLessThanOrEqual(5);
      for (const sub of subs)
        expect(
          cats.some((c) => c.parent_id === sub.category_id),
          'only two levels',
        ).toBe(false);
    }
    for (const c of cats) {
      expect(c.display_name.length).toBeGreaterThan(2);
      expect(c.description.length).toBeGreaterThan(10);
    }
    expect(new Set(cats.map((c) => c.display_name)).size).toBe(cats.length);
  });

  it('has a realistic product range', async () => {
    const products = await db.kysely.selectFrom('inventory').selectAll().orderBy('inventory_id').execute();
    const cats = new Map((await db.kysely.selectFrom('category').selectAll().execute()).map((c) => [c.category_id, c]));
    expect(products.length).toBe(DEFAULT_PRODUCTS);
    expect(products.length).toBeGreaterThanOrEqual(150);
    const subsUsed = new Set<number>();
    for (const p of products) {
      const sub = cats.get(p.sub_category_id)!;
      expect(sub.parent_id, p.name).toBe(p.root_category_id);
      subsUsed.add(p.sub_category_id);
      expect(p.price).toBeGreaterThanOrEqual(900);
      expect(p.price).toBeLessThanOrEqual(90_000);
      if (p.original_price !== null) expect(p.original_price).toBeGreaterThan(p.price);
      const gallery = JSON.parse(p.gallery_json) as string[];
      // Three to five views of the product, then one picture per other colour it comes in (up to
      // three drawn from its palette, and Black where it is sold in black too).
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery.length).toBeLessThanOrEqual(5 + 3 + 1);
      expect(gallery[0]).toBe(p.cover_path);
      expect(new Set(gallery).size).toBe(gallery.length);
      expect((JSON.parse(p.detail_gallery_json) as string[]).length).toBeLessThanOrEqual(3);
      const features = JSON.parse(p.features_json) as string[];
      expect(features.length).toBeGreaterThanOrEqual(3);
      expect(features.length).toBeLessThanOrEqual(5);
      expect(p.delivery_days).toBeGreaterThanOrEqual(2);
      expect(p.delivery_days).toBeLessThanOrEqual(10);
      expect(Number.isInteger(p.popularity)).toBe(true);
      expect(p.is_active).toBe(1);
      expect(p.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
      expect(p.updated_at >= p.created_at).toBe(true);
      expect(p.search_name).toBe(normaliseForSearch(p.name));
      expect(p.search_body).toContain(normaliseForSearch(sub.display_name));
    }
    expect(subsUsed.size).toBe([...cats.values()].filter((c) => c.parent_id !== null).length);
    // Names read like a shop's, and the default catalogue repeats none.
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) expect(p.name).toMatch(/^\p{Lu}[\p{L}\p{N}&'’\- ]+[\p{L}\p{N}]$/u);
    // Dates spread over about a year before a fixed day, not the clock.
    const created = products.map((p) => Date.parse(p.created_at));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(200 * 86_400_000);
    expect(Math.max(...created)).toBeLessThan(Date.parse('2026-01-01'));

    const share = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length / products.length;
    expect(share((p) => p.original_price !== null)).toBeGreaterThan(0.18);
    expect(share((p) => p.original_price !== null)).toBeLessThan(0.42);
    expect(share((p) => JSON.parse(p.detail_gallery_json).length === 0)).toBeGreaterThan(0.1);
    expect(new Set(products.map((p) => p.price)).size).toBeGreaterThan(100);
  });

  it('writes safe HTML descriptions with paragraphs, a list and bold text, unchanged by the sanitiser', async () => {
    const products = await db.kysely.selectFrom('inventory').select(['name', 'prod_desc_md']).execute();
    for (const p of products) {
      expect(p.prod_desc_md, p.name).toMatch(
        /^<p>.+<\/p><p>.+<\/p><ul>(<li><strong>[^<]+:<\/strong> [^<]+<\/li>){3,5}<\/ul>$/,
      );
      expect(sanitizeHtml(p.prod_desc_md), p.name).toBe(p.prod_desc_md);
      const tags = new Set([...p.prod_desc_md.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1] ?? ''));
      expect([...tags].every((t) => ['p', 'ul', 'li', 'strong'].includes(t))).toBe(true);
    }
  });

  it('gives about a quarter of the products one or two coloured badges', async () => {
    const badges = await db.kysely.selectFrom('badge').selectAll().execute();
    expect(badges.map((b) => b.text)).toEqual(expect.arrayContaining(['New', 'Sale', 'Bestseller', 'Limited']));
    for (const b of badges) {
      expect(b.bg_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(b.text_color).toMatch(/^#[0-9a-f]{6}$/);
    }
    const links = await db.kysely.selectFrom('inventory_badge').selectAll().execute();
    const perProduct = new Map<number, number>();
    for (const l of links) perProduct.set(l.inventory_id, (perProduct.get(l.inventory_id) ?? 0) + 1);
    expect(perProduct.size / DEFAULT_PRODUCTS).toBeGreaterThan(0.15);
    expect(perProduct.size / DEFAULT_PRODUCTS).toBeLessThan(0.35);
    expect([...perProduct.values()].every((n) => n >= 1 && n <= 2)).toBe(true);
    // Sale marks only discounted products.
    const sale = badges.find((b) => b.text === 'Sale')!.badge_id;
    const discounted = new Set(
      (
        await db.kysely.selectFrom('inventory').select('inventory_id').where('original_price', 'is not', null).execute()
      ).map((r) => r.inventory_id),
    );
    for (const l of links.filter((x) => x.badge_id === sale)) expect(discounted.has(l.inventory_id)).toBe(true);
  });

  it('stocks most products with 20 to 500 units, a few with 1 to 3, and two not at all', async () => {
    const rows = await db.kysely
      .selectFrom('inventory as i')
      .leftJoin('inventory_stock as s', 's.inventory_id', 'i.inventory_id')
      .select(['i.inventory_id', 's.stock'])
      .execute();
    expect(rows.every((r) => r.stock !== null)).toBe(true);
    expect(
      rows
        .filter((r) => r.stock === 0)
        .map((r) => r.inventory_id)
        .sort((a, b) => a - b),
    ).toEqual([...SOLD_OUT_PRODUCT_IDS].sort((a, b) => a - b));
    // A product without colours or sizes keeps one count, 20 to 500 unless scarce.
    const counted = new Set(
      (await db.kysely.selectFrom('product_variant').select('inventory_id').distinct().execute()).map(
        (v) => v.inventory_id,
      ),
    );
    const plain = rows.filter((r) => !counted.has(r.inventory_id) && r.stock! > 3);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((r) => r.stock! >= 20 && r.stock! <= 500)).toBe(true);
    expect(new Set(rows.map((r) => r.stock)).size).toBeGreaterThan(50);
  });

  it('counts products with colours or sizes per combination: the sum is the product’s, some sold out, a few low', async () => {
    const variants = await db.kysely.selectFrom('product_variant').selectAll().execute();
    const stocks = await db.kysely.selectFrom('inventory_stock').selectAll().execute();
    const sums = new Map<number, number>();
    for (const v of variants) sums.set(v.inventory_id, (sums.get(v.inventory_id) ?? 0) + v.stock);
    for (const [id, sum] of sums) expect(stocks.find((s) => s.inventory_id === id)?.stock).toBe(sum);
    expect(variants.filter((v) => v.stock === 0).length).toBeGreaterThan(variants.length / 20);
    expect(variants.filter((v) => v.stock >= 1 && v.stock <= 3).length).toBeGreaterThan(variants.length / 20);
    expect(new Set(variants.map((v) => v.sku.toLowerCase())).size).toBe(variants.length);
    // The first shoe with US 9 and US 10: US 9 sold out, US 10 in stock (docs/catalog.md names it).
    const sizes = await db.kysely
      .selectFrom('product_variant as v')
      .innerJoin('addon as a', 'a.addon_id', 'v.size_addon_id')
      .select(['v.inventory_id', 'a.name', 'v.stock'])
      .where('a.name', 'in', ['US 9', 'US 10'])
      .orderBy('v.inventory_id')
      .execute();
    const first = sizes[0]!.inventory_id;
    expect(first).toBe(DEMO_SNEAKER_ID);
    const mine = sizes.filter((r) => r.inventory_id === first);
    expect(mine.filter((r) => r.name === 'US 9').every((r) => r.stock === 0)).toBe(true);
    expect(mine.filter((r) => r.name === 'US 10').every((r) => r.stock > 0)).toBe(true);
  });

  it('offers add-ons of all four types, consistent with what each product requires', async () => {
    const products = await db.kysely.selectFrom('inventory').selectAll().execute();
    const addons = await db.kysely.selectFrom('addon').selectAll().orderBy('addon_id').execute();
    expect(new Set(addons.map((a) => a.addon_type))).toEqual(new Set(['color', 'size', 'ship', 'accessory']));
    const byProduct = new Map<number, typeof addons>();
    for (const a of addons) byProduct.set(a.inventory_id, [...(byProduct.get(a.inventory_id) ?? []), a]);
    const flags = {
      size: 'require_size_addon',
      color: 'require_color_addon',
      accessory: 'require_accessory_addon',
      ship: 'require_ship_addon',
    } as const;
    for (const p of products) {
      const own = byProduct.get(p.inventory_id) ?? [];
      for (const [type, flag] of Object.entries(flags)) {
        if (p[flag] === 1)
          expect(
            own.some((a) => a.addon_type === type),
            `${p.name} requires ${type}`,
          ).toBe(true);
        expect([0, 1]).toContain(p[flag]);
      }
      const positions = own.map((a) => a.position);
      expect(new Set(positions).size, p.name).toBe(positions.length);
      const names = own.map((a) => `${a.addon_type}:${a.name}`);
      expect(new Set(names).size, p.name).toBe(names.length);
    }
    for (const a of addons) {
      expect(Number.isInteger(a.plus_price) && a.plus_price >= 0).toBe(true);
      if (a.addon_type === 'ship') expect(a.delivery_days).toBeGreaterThanOrEqual(1);
      else expect(a.delivery_days).toBeNull();
    }
    expect(addons.some((a) => a.plus_price === 0) && addons.some((a) => a.plus_price > 0)).toBe(true);
    expect(products.some((p) => !byProduct.has(p.inventory_id))).toBe(true);
    expect(products.some((p) => p.require_accessory_addon === 1)).toBe(true);
    expect(products.some((p) => p.require_ship_addon === 1)).toBe(true);
    expect(products.some((p) => p.require_color_addon === 1)).toBe(true);
    // Clothing always asks for a size.
    const clothing = new Set(
      (
        await db.kysely
          .selectFrom('category')
          .select('category_id')
          .where('display_name', 'in', ['Dresses', 'Knitwear', 'Shirts'])
          .execute()
      ).map((c) => c.category_id),
    );
    const garments = products.filter((p) => clothing.has(p.sub_category_id));
    expect(garments.length).toBeGreaterThan(10);
    for (const g of garments) expect(g.require_size_addon, g.name).toBe(1);
  });

  it('gives every product of a category a picture of its own', async () => {
    const products = await db.kysely.selectFrom('inventory').selectAll().orderBy('inventory_id').execute();
    const bySub = new Map<number, typeof products>();
    for (const p of products) bySub.set(p.sub_category_id, [...(bySub.get(p.sub_category_id) ?? []), p]);
    for (const [, own] of bySub) {
      expect(own.length).toBeGreaterThanOrEqual(5);
      // The drawn pictures differ, not only their names.
      const drawn = own.map((p) => renderDemoImage('product', artName(p.cover_path)));
      for (const [i, svg] of drawn.entries()) expect(svg, itemAt(own, i).cover_path).not.toBeNull();
      expect(new Set(drawn).size, own.map((p) => `${p.name}: ${p.cover_path}`).join('\n')).toBe(own.length);
      // Neighbours also differ in colour while the category has colours to spare.
      const colourOf = (p: (typeof own)[number]) => p.cover_path.split('-').at(-2);
      const colours = new Set(own.map(colourOf));
      expect(colours.size).toBeGreaterThanOrEqual(Math.min(own.length, 4));
    }
  });

  it('shows the picture of a colour add-on whose name matches one in the gallery', async () => {
    const products = await db.kysely.selectFrom('inventory').selectAll().execute();
    const colourAddons = await db.kysely.selectFrom('addon').selectAll().where('addon_type', '=', 'color').execute();
    expect(colourAddons.length).toBeGreaterThan(50);
    const byId = new Map(products.map((p) => [p.inventory_id, p]));
    for (const addon of colourAddons) {
      const product = byId.get(addon.inventory_id)!;
      const gallery = JSON.parse(product.gallery_json) as string[];
      expect(
        SHADES.map((c) => c.name),
        addon.name,
      ).toContain(addon.name);
      const index = galleryIndexForOption(gallery, addon.name);
      expect(index, `${product.name} in ${addon.name}`).toBeGreaterThanOrEqual(0);
      // The product's own colour is its cover; another colour is its own picture, drawn in that colour.
      const hex = SHADES.find((c) => c.name === addon.name)!.hex;
      const svg = renderDemoImage('product', artName(itemAt(gallery, index)));
      expect(svg, gallery[index]).toContain(hex);
      if (index > 0)
        expect(itemAt(gallery, index).replace(/-[a-z]+-0\.svg$/, ''), 'same shape and finish').toBe(
          itemAt(gallery, 0).replace(/-[a-z]+-\d\.svg$/, ''),
        );
    }
  });

  it('writes copy whose facts agree with the product name', async () => {
    const products = await db.kysely
      .selectFrom('inventory as i')
      .innerJoin('category as c', 'c.category_id', 'i.sub_category_id')
      .select(['i.name', 'i.prod_desc_md', 'i.features_json', 'c.display_name as sub'])
      .execute();
    const word = (w: string | NameWord): NameWord => (typeof w === 'string' ? { word: w } : w);
    let checked = 0;
    for (const sub of ROOTS.flatMap((r) => r.subs)) {
      for (const p of products.filter((x) => x.sub === sub.name)) {
        // The longest word that fits ('Zip Hoodie' rather than 'Hoodie').
        const longest = (words: NameWord[]) => words.sort((a, b) => b.word.length - a.word.length).at(0);
        const prefix = longest(sub.prefixes.map(word).filter((w) => p.name.startsWith(`${w.word} `)));
        const noun = longest(sub.nouns.map(word).filter((w) => p.name.endsWith(` ${w.word}`)));
        if (!prefix || !noun) throw new Error(`${p.name} has no prefix or no noun of its subcategory`);
        const facts = { ...noun.facts, ...prefix.facts };
        for (const [label, value] of Object.entries(facts)) {
          if (value === '') expect(p.prod_desc_md, `${p.name} lists no ${label}`).not.toContain(`<strong>${label}:`);
          else expect(p.prod_desc_md, p.name).toContain(`<strong>${label}:</strong> ${value}</li>`);
          checked++;
        }
        const labels = [...p.prod_desc_md.matchAll(/<strong>([^<]+):<\/strong>/g)].map((m) => m[1]);
        expect(new Set(labels).size, `${p.name} states each spec once`).toBe(labels.length);
        const features = JSON.parse(p.features_json) as string[];
        for (const f of [...(prefix.features ?? []), ...(noun.features ?? [])]) expect(features, p.name).toContain(f);
      }
    }
    expect(checked).toBeGreaterThan(150);
    // The contradictions once shipped stay gone.
    const text = (p: (typeof products)[number]) => `${p.name} ${p.prod_desc_md} ${p.features_json}`.toLowerCase();
    for (const p of products) {
      if (/cashmere/i.test(p.name)) expect(text(p)).not.toContain('organic cotton');
      if (/automatic/i.test(p.name)) expect(text(p)).not.toContain('quartz');
      if (/open-back|studio/i.test(p.name) && p.sub === 'Headphones') {
        expect(text(p)).not.toMatch(/noise cancelling|battery|bluetooth/);
      }
      expect(
        text(p).match(/(\d+)-hour battery|battery:<\/strong> \d+ hours/g)?.length ?? 0,
        p.name,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('builds the menu from the categories, plus plain links', async () => {
    const items = await db.kysely.selectFrom('nav_item').selectAll().execute();
    const cats = await db.kysely.selectFrom('category').selectAll().execute();
    const top = items.filter((i) => i.parent_id === null);
    const roots = cats.filter((c) => c.parent_id === null);
    for (const root of roots) {
      const item = top.find((i) => i.type === 'category' && i.extern_id === String(root.category_id));
      expect(item, root.display_name).toBeDefined();
      expect(item!.name).toBe(root.display_name);
      expect(item!.cover_path).toBeTruthy();
      const subIds = items.filter((i) => i.parent_id === item!.item_id).map((i) => i.extern_id);
      expect(subIds.sort()).toEqual(
        cats
          .filter((c) => c.parent_id === root.category_id)
          .map((c) => String(c.category_id))
          .sort(),
      );
    }
    for (const sub of items.filter((i) => i.parent_id !== null)) {
      expect(sub.cover_path).toBeTruthy();
      if (sub.extern_id !== null) expect(cats.some((c) => String(c.category_id) === sub.extern_id)).toBe(true);
      else expect(sub.link).toMatch(/^\//);
    }
    const others = top.filter((i) => i.type !== 'category');
    expect(others.length).toBeGreaterThanOrEqual(1);
    for (const o of others) expect(o.link).toMatch(/^\/inventory\/search\?keyword=\w+$/);
    expect(new Set(top.map((i) => i.position)).size).toBe(top.length);
  });

  it('has three or four banners, the first one welcoming visitors to the shop by name', async () => {
    const banners = await db.kysely.selectFrom('banner').selectAll().orderBy('position').orderBy('banner_id').execute();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(4);
    expect(itemAt(banners, 0).first_title).toBe(`Welcome to ${SHOP}`);
    const catIds = new Set(
      (await db.kysely.selectFrom('category').select('category_id').execute()).map((c) => c.category_id),
    );
    for (const b of banners) {
      for (const text of [b.first_title, b.second_title, b.first_button_text, b.second_button_text])
        expect(text.length).toBeGreaterThan(2);
      for (const link of [b.first_button_link, b.second_button_link]) {
        const m = /^\/category\/(\d+)$|^\/inventory\/search\?keyword=\w+$/.exec(link);
        expect(m, link).not.toBeNull();
        if (m![1]) expect(catIds.has(Number(m![1])), link).toBe(true);
      }
    }
  });

  it('lays out the home page with every section type', async () => {
    const sections = await db.kysely.selectFrom('home_section').selectAll().orderBy('position').execute();
    const links = await db.kysely.selectFrom('section_inventory').selectAll().orderBy('position').execute();
    expect(new Set(sections.map((s) => s.section_type))).toEqual(new Set(sectionTypes));
    const productIds = new Set(
      (await db.kysely.selectFrom('inventory').select('inventory_id').execute()).map((r) => r.inventory_id),
    );
    for (const s of sections) {
      const stored = JSON.parse(s.metadata_json);
      const metadata = sectionMetadataSchema.parse(stored);
      const own = links.filter((l) => l.section_id === s.section_id);
      for (const l of own) expect(productIds.has(l.inventory_id)).toBe(true);
      switch (s.section_type) {
        case 'header':
          expect(metadata.header!.primaryText.length).toBeGreaterThan(3);
          expect(metadata.header!.secondaryText.length).toBeGreaterThan(10);
          break;
        case 'inventories':
          expect(own).toHaveLength(8);
          break;
        case 'collection':
          expect(stored.collection.displayName.length).toBeGreaterThan(3);
          expect(own).toHaveLength(3);
          break;
        case 'features':
          expect(metadata.features!.list.length).toBeGreaterThanOrEqual(3);
          expect(metadata.features!.list.length).toBeLessThanOrEqual(4);
          break;
        case 'testimonial':
          expect(metadata.testimonial!.list).toHaveLength(3);
          for (const t of metadata.testimonial!.list) expect(t.userName && t.content && t.photoPath).toBeTruthy();
          break;
        case 'image':
          expect(metadata.image!.imagePath).toMatch(/^\/media\/demo\//);
          break;
      }
    }
    const productSections = sections.filter((s) => s.section_type === 'inventories').map((s) => s.section_id);
    const shown = links.filter((l) => productSections.includes(l.section_id)).map((l) => l.inventory_id);
    expect(new Set(shown).size, 'the two product grids do not repeat a product').toBe(shown.length);
  });

  it('has demo reviewers who cannot sign in, and reviews that agree with each product’s rating', async () => {
    const users = await db.kysely.selectFrom('app_user').selectAll().execute();
    expect(users.length).toBeGreaterThanOrEqual(10);
    for (const u of users) {
      expect(u.password_hash).toBeNull();
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
      expect(u.screen_name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
    const products = await db.kysely.selectFrom('inventory').selectAll().orderBy('inventory_id').execute();
    const reviews = await db.kysely.selectFrom('review').selectAll().execute();
    const byProduct = new Map<number, typeof reviews>();
    for (const r of reviews) byProduct.set(r.inventory_id, [...(byProduct.get(r.inventory_id) ?? []), r]);
    for (const p of products) {
      const own = byProduct.get(p.inventory_id) ?? [];
      expect(p.review_count, p.name).toBe(own.length);
      if (own.length === 0) {
        expect(p.rating_display).toBe(500);
        continue;
      }
      expect(own.length).toBeLessThanOrEqual(8);
      expect(new Set(own.map((r) => r.user_id)).size, 'one review per reviewer').toBe(own.length);
      const avg = own.reduce((a, r) => a + r.rating, 0) / own.length;
      expect(p.rating_display, p.name).toBe(Math.round(avg * 100));
      expect(p.rating_display).toBeGreaterThanOrEqual(100);
      for (const r of own) {
        expect([1, 2, 3, 4, 5]).toContain(r.rating);
        expect(r.content.length).toBeGreaterThan(10);
        expect(r.created_at >= p.created_at).toBe(true);
        expect(users.some((u) => u.user_id === r.user_id)).toBe(true);
      }
    }
    const reviewed = byProduct.size / products.length;
    expect(reviewed).toBeGreaterThan(0.45);
    expect(reviewed).toBeLessThan(0.75);
    expect(reviews.filter((r) => r.photo_path !== null).length / reviews.length).toBeGreaterThan(0.1);
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.6);
    // Documented: the last product never has reviews.
    const last = itemAt(products, products.length - 1);
    expect(last.review_count).toBe(0);
    expect(last.rating_display).toBe(500);
  });

  it('writes only image paths the shop can draw', () => {
    const paths = new Set(demoPaths(JSON.stringify(rows)));
    expect(paths.size).toBeGreaterThan(200);
    for (const p of paths) {
      const m = /^\/media\/demo\/([a-z]+)\/([^/]+)\.svg$/.exec(p);
      expect(m, p).not.toBeNull();
      const [, kind = '', name = ''] = m ?? [];
      expect(renderDemoImage(kind, name), p).not.toBeNull();
    }
    // Every kind of image is used somewhere.
    const kinds = new Set([...paths].map((p) => p.split('/')[3]));
    expect(kinds).toEqual(new Set(['product', 'detail', 'banner', 'category', 'icon', 'avatar', 'section']));
  });

  it('bumps the catalogue version (by trigger), so cached public answers are made anew', () => {
    expect(rows.catalog_version).toEqual([{ id: 1, version: expect.any(Number) }]);
    expect(itemAt(rows.catalog_version as { version: number }[], 0).version).toBeGreaterThan(1);
  });

  it('is deterministic: a second fresh database gets identical rows', async () => {
    const other = await freshDb(dialect);
    try {
      await seedDemoIfEmpty(other.db, { shopName: SHOP });
      expect(await dump(other.db)).toEqual(rows);
    } finally {
      await other.drop();
    }
  });

  it('makes big catalogues in batches from the same generators, and can be reset and made again', async () => {
    const other = await freshDb(dialect);
    try {
      const products = 4000; // several batches and several chunks per statement
      await seedCatalog(other.db, { products, shopName: SHOP });
      expect(await count(other.db, 'inventory')).toBe(products);
      const big = await dump(other.db);
      // The same categories, and the same first products (the default's last one aside: it has no reviews).
      expect(big.category).toEqual(rows.category);
      const firstBig = (big.inventory as { inventory_id: number }[]).slice(0, DEFAULT_PRODUCTS - 1);
      expect(firstBig).toEqual(rows.inventory.slice(0, DEFAULT_PRODUCTS - 1));
      expect(big.banner).toEqual(rows.banner);
      // Every product is in a category and has a cover it can draw.
      const ids = (big.inventory as { inventory_id: number }[]).map((p) => p.inventory_id);
      expect(ids).toEqual(Array.from({ length: products }, (_, i) => i + 1));
      const lastProduct = itemAt(big.inventory, products - 1) as { review_count: number; cover_path: string };
      expect(lastProduct.review_count).toBe(0);
      expect(renderDemoImage('product', artName(lastProduct.cover_path))).not.toBeNull();

      const emptied = await resetCatalog(other.db);
      expect(emptied.some((t) => (CATALOG_TABLES as readonly string[]).includes(t))).toBe(false);
      for (const table of CATALOG_TABLES) expect(await count(other.db, table), table).toBe(0);
      expect(await count(other.db, 'app_user'), 'reviewers are kept').toBe(rows.app_user.length);
      await seedCatalog(other.db, { products: DEFAULT_PRODUCTS, shopName: SHOP });
      const again = await dump(other.db);
      expect({ ...again, catalog_version: [] }).toEqual({ ...rows, catalog_version: [] });
      // New rows written after the seed get fresh ids on both databases.
      const inserted = await other.db.kysely
        .insertInto('category')
        .values({ parent_id: null, display_name: 'Added later', description: '', cover_path: null, sort_order: 99 })
        .returning('category_id')
        .executeTakeFirstOrThrow();
      expect(inserted.category_id).toBe(rows.category.length + 1);
    } finally {
      await other.drop();
    }
    // Two seeds and a reset; on PostgreSQL each product also writes its ~49 search-term rows
    // (migration 016), which took this past 30 s on a busy machine.
  }, 90_000);
});

describe('demo coupons', () => {
  it('offers WELCOME10, 10 % off with no limits, once however often the seed runs', async () => {
    const db = await openMigratedDb({ url: ':memory:' });
    await seedDemoIfEmpty(db, { shopName: 'Coupon Shop' });
    await seedDemoIfEmpty(db, { shopName: 'Coupon Shop' });
    const coupons = await db.kysely.selectFrom('coupon').selectAll().where('code', '=', 'WELCOME10').execute();
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({
      kind: 'percent',
      value: 10,
      min_spend: 0,
      max_uses: null,
      max_uses_per_customer: null,
      is_active: 1,
    });
    await db.close();
  });
});
