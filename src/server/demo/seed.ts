import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { CATALOG_TABLES } from '@server/read-path/catalog-tables';
import type { Db, Dialect } from '@server/db/database';
import { FORGET_STAT4_SAMPLES } from '@server/read-path/sqlite-replan';
import type { Database } from '@server/db/schema';
import { itemAt } from '@shared/item-at';
import { BADGES, ROOTS, TESTIMONIALS, USERS } from './catalog-data.js';
import { demoVariants } from './variants.js';
import { BASE_DATE, FLAT_SUBS, categoryRows, generateProduct, iso, stockFor, type Product } from './generate.js';

/**
 * The demo catalogue: categories, products with add-ons, badges and reviews, navigation,
 * banners and home sections. Deterministic: ids and values are the same on every run and on
 * SQLite and PostgreSQL alike (ids are written explicitly, in a fixed order).
 */

export const DEFAULT_PRODUCTS = 160;
/** Reviews are written for the first products only; the big benchmark catalogue needs no more. */
export const REVIEWED_PRODUCTS = 400;
/** Products generated and written per round, keeping memory flat for big catalogues. */
const BLOCK = 2000;

export interface SeedOptions {
  products: number;
  shopName: string;
}

export interface SeedResult {
  products: number;
  reviews: number;
}

/** Seeds the demo shop when the catalogue is empty; true when it did. Safe to call from every instance. */
/** The demo shop's synonym group. */
export const DEMO_SYNONYMS = 'tee, t-shirt, tshirt';

export async function seedDemoIfEmpty(db: Db, options: { shopName: string }): Promise<boolean> {
  if (!(await isCatalogEmpty(db.kysely))) return false;
  const seeded = await db.kysely.transaction().execute(async (trx) => {
    await lockSeed(trx, db.dialect);
    if (!(await isCatalogEmpty(trx))) return false; // another instance got there first
    await writeCatalog(trx, db.dialect, { products: DEFAULT_PRODUCTS, shopName: options.shopName });
    // The demo's tees are "Crew Tee", "Boxy Tee"…: shoppers type t-shirt. The operator edits
    // this group in the console (Settings → Search synonyms).
    if (!(await trx.selectFrom('search_synonym').select('position').executeTakeFirst()))
      await trx.insertInto('search_synonym').values({ position: 1, entries: DEMO_SYNONYMS }).execute();
    return true;
  });
  if (seeded) await tidyAfterBulkWrite(db);
  return seeded;
}

/** Writes a catalogue of `products` products into an empty catalogue (see cli.ts for --reset). */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<void> {
  await seedCatalogWithStats(db, options);
}

export async function seedCatalogWithStats(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (!Number.isInteger(options.products) || options.products < 1)
    throw new Error('products must be a positive integer');
  const result = await db.kysely.transaction().execute(async (trx) => {
    await lockSeed(trx, db.dialect);
    return writeCatalog(trx, db.dialect, options);
  });
  await tidyAfterBulkWrite(db);
  return result;
}

/**
 * After a bulk write: refresh the planner's statistics, so the first queries already use the
 * right indexes (on SQLite without stat4 samples, which would make it plan reads again on every
 * run: read-path/sqlite-replan.ts).
 */
async function tidyAfterBulkWrite(db: Db) {
  await sql`analyze`.execute(db.kysely);
  if (db.dialect === 'sqlite') for (const text of FORGET_STAT4_SAMPLES) await sql.raw(text).execute(db.kysely);
}

export async function isCatalogEmpty(k: Kysely<Database>): Promise<boolean> {
  const row = await k
    .selectFrom('category')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** On PostgreSQL, instances starting together seed one after the other (the second then finds rows). */
async function lockSeed(trx: Transaction<Database>, dialect: Dialect) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(20250601)`.execute(trx);
}

const PARAM_LIMIT: Record<Dialect, number> = { sqlite: 32_766, postgres: 65_535 };

/** Multi-row inserts cut to stay under the dialect's bind-parameter limit. */
async function insertChunked<T extends keyof Database & string>(
  trx: Transaction<Database>,
  dialect: Dialect,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(PARAM_LIMIT[dialect] / columns) - 1);
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot narrow the row type of a table chosen at run time.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

interface Summary {
  id: number;
  rootIndex: number;
  created: string;
  popularity: number;
}

async function writeCatalog(trx: Transaction<Database>, dialect: Dialect, options: SeedOptions): Promise<SeedResult> {
  const insert = <T extends keyof Database & string>(table: T, rows: Insertable<Database[T]>[]) =>
    insertChunked(trx, dialect, table, rows);

  await insert('category', categoryRows());
  await insert(
    'badge',
    BADGES.map((b, i) => ({ badge_id: i + 1, ...b })),
  );
  const userIds = await ensureUsers(trx);

  // Products, in blocks: each block's products first, then the rows that point at them.
  const summaries: Summary[] = [];
  let reviewId = (await maxId(trx, 'review', 'review_id')) + 1;
  let addonId = 1;
  let variantId = 1;
  const usShoeShown = { done: false };
  let reviews = 0;
  for (let start = 0; start < options.products; start += BLOCK) {
    const end = Math.min(options.products, start + BLOCK);
    const block: Product[] = [];
    for (let n = start; n < end; n++) {
      const withReviews = n < REVIEWED_PRODUCTS && n !== options.products - 1; // the last product never has reviews
      block.push(generateProduct(n, { withReviews, userCount: userIds.length }));
    }
    await insert(
      'inventory',
      block.map((p) => p.row),
    );
    await insert(
      'inventory_badge',
      block.flatMap((p) =>
        p.badgeIds.map((badge_id, position) => ({ inventory_id: p.row.inventory_id, badge_id, position })),
      ),
    );
    const addonRows = block.map((p) => p.addons.map((a) => ({ addon_id: addonId++, ...a })));
    await insert('addon', addonRows.flat());
    // Products with colours or sizes are counted per combination; their count is the sum.
    const variantRows = block.map((p, i) => demoVariants(p.row.inventory_id, addonRows[i]!, usShoeShown));
    await insert(
      'product_variant',
      variantRows.flat().map((v) => ({ variant_id: variantId++, ...v })),
    );
    await insert(
      'inventory_stock',
      block.map((p, i) => ({
        inventory_id: p.row.inventory_id,
        stock:
          variantRows[i]!.length > 0 ? variantRows[i]!.reduce((n, v) => n + v.stock, 0) : stockFor(p.row.inventory_id),
      })),
    );
    const reviewRows = block.flatMap((p) =>
      p.reviews.map(({ userIndex, ...rv }) => ({ review_id: reviewId++, user_id: itemAt(userIds, userIndex), ...rv })),
    );
    await insert('review', reviewRows);
    reviews += reviewRows.length;
    for (const p of block) {
      if (p.row.inventory_id <= DEFAULT_PRODUCTS) {
        summaries.push({
          id: p.row.inventory_id,
          rootIndex: p.flat.rootIndex,
          created: p.row.created_at,
          popularity: p.row.popularity ?? 0,
        });
      }
    }
  }

  await writeNavigation(trx, dialect);
  await writeBanners(trx, dialect, options.shopName);
  await writeSections(trx, dialect, summaries);
  await writeCoupons(trx);

  if (dialect === 'postgres') {
    for (const [table, column] of IDENTITIES) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  }
  return { products: options.products, reviews };
}

/** Demo coupons: WELCOME10 (10 % off, no limits) and TAKE20 ($20 off from $150, once each). */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', kind: 'percent', value: 10, min_spend: 0, max_uses_per_customer: null },
  { code: 'TAKE20', kind: 'fixed', value: 2000, min_spend: 15000, max_uses_per_customer: 1 },
] as const;

async function writeCoupons(trx: Transaction<Database>) {
  const existing = new Set((await trx.selectFrom('coupon').select('code').execute()).map((c) => c.code));
  const rows = DEMO_COUPONS.filter((c) => !existing.has(c.code)).map((c) => ({
    ...c,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    is_active: 1,
    created_at: iso(BASE_DATE),
  }));
  if (rows.length > 0) await trx.insertInto('coupon').values(rows).execute();
}

const IDENTITIES = [
  ['product_variant', 'variant_id'],
  ['category', 'category_id'],
  ['inventory', 'inventory_id'],
  ['badge', 'badge_id'],
  ['addon', 'addon_id'],
  ['nav_item', 'item_id'],
  ['banner', 'banner_id'],
  ['home_section', 'section_id'],
  ['app_user', 'user_id'],
  ['review', 'review_id'],
] as const;

async function maxId(
  trx: Transaction<Database>,
  table: 'review' | 'app_user',
  column: 'review_id' | 'user_id',
): Promise<number> {
  const row = await sql<{ m: number | null }>`select max(${sql.ref(column)}) as m from ${sql.table(table)}`.execute(
    trx,
  );
  return Number(row.rows[0]?.m ?? 0);
}

export const demoEmail = ([first, last]: readonly [string, string]) => `${first}.${last}@example.com`.toLowerCase();

/**
 * The reviewers: no password, so nobody can sign in as them. Existing ones (after a --reset) are
 * reused by email; new ones take the next ids.
 */
async function ensureUsers(trx: Transaction<Database>): Promise<number[]> {
  const emails = USERS.map(demoEmail);
  const existing = await trx.selectFrom('app_user').select(['user_id', 'email']).where('email', 'in', emails).execute();
  const byEmail = new Map(existing.map((u) => [u.email, u.user_id]));
  let next = (await maxId(trx, 'app_user', 'user_id')) + 1;
  const rows = USERS.flatMap((u, i) =>
    byEmail.has(itemAt(emails, i))
      ? []
      : [
          {
            user_id: next++,
            email: itemAt(emails, i),
            password_hash: null,
            screen_name: `${u[0]} ${u[1][0]}.`,
            created_at: iso(BASE_DATE - (420 - i * 9) * 86_400_000),
          },
        ],
  );
  if (rows.length > 0) await trx.insertInto('app_user').values(rows).execute();
  for (const r of rows) byEmail.set(r.email, r.user_id);
  return emails.map((e) => byEmail.get(e)!);
}

async function writeNavigation(trx: Transaction<Database>, dialect: Dialect) {
  let id = 1;
  const top = ROOTS.map((r, i) => ({
    item_id: id++,
    parent_id: null,
    name: r.name,
    type: 'category',
    extern_id: String(i + 1),
    link: null,
    cover_path: `/media/demo/category/${r.scene}-${r.color}.svg`,
    position: i,
  }));
  const newIn = {
    item_id: id++,
    parent_id: null,
    name: 'New In',
    type: 'link',
    extern_id: null,
    link: '/inventory/search?keyword=new',
    cover_path: '/media/demo/category/new-8.svg',
    position: ROOTS.length,
  };
  const gifts = {
    item_id: id++,
    parent_id: null,
    name: 'Gift Guide',
    type: 'link',
    extern_id: null,
    link: '/inventory/search?keyword=gift',
    cover_path: '/media/demo/category/home-5.svg',
    position: ROOTS.length + 1,
  };
  // A panel of sub-items that each lead somewhere new: New In shows each department by newest,
  // the Gift Guide searches for gift ideas (not the departments again). The footer lists them too.
  const linkItems = (parent: number, entries: readonly (readonly [string, string, string])[]) =>
    entries.map(([name, link, cover], i) => ({
      item_id: id++,
      parent_id: parent,
      name,
      type: 'link',
      extern_id: null,
      link,
      cover_path: `/media/demo/category/${cover}.svg`,
      position: i,
    }));
  const children = [
    ...FLAT_SUBS.map((s) => ({
      item_id: id++,
      parent_id: itemAt(top, s.rootIndex).item_id,
      name: s.sub.name,
      type: 'category',
      extern_id: String(s.subId),
      link: null,
      cover_path: `/media/demo/category/${s.sub.motif}-${s.sub.colors[s.subIndex % s.sub.colors.length]}.svg`,
      position: s.root.subs.indexOf(s.sub),
    })),
    ...linkItems(
      newIn.item_id,
      (['Women', 'Men', 'Home', 'Tech', 'Outdoors'] as const).map(
        (label, i) =>
          [
            `New in ${label}`,
            `/category/${i + 1}?sort=newest`,
            `${itemAt(ROOTS, i).scene}-${itemAt(ROOTS, i).color}`,
          ] as const,
      ),
    ),
    ...linkItems(gifts.item_id, [
      ['For the Host', '/inventory/search?keyword=candle', 'candle-5'],
      ['For Coffee Lovers', '/inventory/search?keyword=mug', 'mug-3'],
      ['For the Traveller', '/inventory/search?keyword=travel', 'backpack-7'],
      ['For Music Lovers', '/inventory/search?keyword=headphones', 'headphones-4'],
      ['For Unwinding', '/inventory/search?keyword=scent', 'lotion-2'],
    ]),
  ];
  await insertChunked(trx, dialect, 'nav_item', [...top, newIn, gifts, ...children]);
}

async function writeBanners(trx: Transaction<Database>, dialect: Dialect, shopName: string) {
  const sub = (name: string) => FLAT_SUBS.find((s) => s.sub.name === name)!.subId;
  const banners = [
    {
      cover_path: '/media/demo/banner/new-4.svg',
      first_title: `Welcome to ${shopName}`,
      second_title: 'Thoughtfully made everyday goods, delivered to your door.',
      first_button_text: 'Shop Women',
      first_button_link: '/category/1',
      second_button_text: 'Shop Men',
      second_button_link: '/category/2',
    },
    {
      cover_path: '/media/demo/banner/home-10.svg',
      first_title: 'The Home Edit',
      second_title: 'Warm light, soft textures and pieces made to last.',
      first_button_text: 'Shop Home',
      first_button_link: '/category/3',
      second_button_text: 'Explore Lighting',
      second_button_link: `/category/${sub('Lighting')}`,
    },
    {
      cover_path: '/media/demo/banner/tech-0.svg',
      first_title: 'Sound, Refined',
      second_title: 'Headphones and speakers tuned for the music you love.',
      first_button_text: 'Shop Electronics',
      first_button_link: '/category/4',
      second_button_text: 'Headphones',
      second_button_link: `/category/${sub('Headphones')}`,
    },
    {
      cover_path: '/media/demo/banner/outdoor-7.svg',
      first_title: 'Made for the Outdoors',
      second_title: 'Packs, bottles and shelters for your next weekend away.',
      first_button_text: 'Shop Outdoors',
      first_button_link: '/category/5',
      second_button_text: 'Find a Backpack',
      second_button_link: '/inventory/search?keyword=backpack',
    },
  ];
  await insertChunked(
    trx,
    dialect,
    'banner',
    banners.map((b, i) => ({ banner_id: i + 1, ...b, position: i })),
  );
}

async function writeSections(trx: Transaction<Database>, dialect: Dialect, summaries: Summary[]) {
  const newest = [...summaries].sort((a, b) => b.created.localeCompare(a.created) || a.id - b.id).slice(0, 8);
  const taken = new Set(newest.map((s) => s.id));
  const popular = [...summaries].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const bestsellers = popular.filter((s) => !taken.has(s.id)).slice(0, 8);
  const homeRoot = ROOTS.findIndex((r) => r.name === 'Home & Living');
  const homeEdit = popular.filter((s) => s.rootIndex === homeRoot).slice(0, 3);

  const sections: { type: string; metadata: object; products?: Summary[] }[] = [
    {
      type: 'header',
      metadata: {
        header: {
          primaryText: 'New This Season',
          secondaryText: 'Fresh arrivals across fashion, home and tech, picked by our buyers this week.',
        },
      },
    },
    { type: 'inventories', metadata: {}, products: newest },
    {
      type: 'features',
      metadata: {
        features: {
          list: [
            {
              iconPath: '/media/demo/icon/truck-2.svg',
              title: 'Free Delivery',
              content: 'Free standard delivery on orders over $50, in 2 to 10 days.',
            },
            {
              iconPath: '/media/demo/icon/refresh-6.svg',
              title: '30-Day Returns',
              content: 'Changed your mind? Send it back within 30 days, on us.',
            },
            {
              iconPath: '/media/demo/icon/shield-8.svg',
              title: 'Secure Checkout',
              content: 'Card payments are encrypted end to end by Stripe.',
            },
            {
              iconPath: '/media/demo/icon/chat-5.svg',
              title: 'Real People',
              content: 'Our support team answers every message within a day.',
            },
          ],
        },
      },
    },
    { type: 'collection', metadata: { collection: { displayName: 'The Home Edit' } }, products: homeEdit },
    { type: 'image', metadata: { image: { imagePath: '/media/demo/section/home-1.svg' } } },
    {
      type: 'header',
      metadata: {
        header: {
          primaryText: 'Bestsellers',
          secondaryText: 'The pieces our customers come back for, again and again.',
        },
      },
    },
    { type: 'inventories', metadata: {}, products: bestsellers },
    {
      type: 'testimonial',
      metadata: {
        testimonial: {
          list: TESTIMONIALS.map((t) => ({
            photoPath: `/media/demo/avatar/face-${t.face}.svg`,
            userName: t.user,
            content: t.content,
          })),
        },
      },
    },
  ];
  await insertChunked(
    trx,
    dialect,
    'home_section',
    sections.map((s, i) => ({
      section_id: i + 1,
      section_type: s.type,
      metadata_json: JSON.stringify(s.metadata),
      position: i,
    })),
  );
  await insertChunked(
    trx,
    dialect,
    'section_inventory',
    sections.flatMap((s, i) =>
      (s.products ?? []).map((p, position) => ({ section_id: i + 1, inventory_id: p.id, position })),
    ),
  );
}

/** The catalogue tables, children before parents. */
export { CATALOG_TABLES };

/**
 * Deletes the catalogue (users stay), and first any other rows that point at it, such as cart
 * items or order lines, found from the schema's foreign keys. Returns those other tables' names.
 */
export async function resetCatalog(db: Db): Promise<string[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const edges =
      db.dialect === 'sqlite'
        ? (
            await sql<{
              child: string;
              parent: string;
            }>`select m.name as child, p."table" as parent from sqlite_master m join pragma_foreign_key_list(m.name) p where m.type = 'table'`.execute(
              trx,
            )
          ).rows
        : (
            await sql<{
              child: string;
              parent: string;
            }>`select ch.relname as child, pa.relname as parent from pg_constraint c
              join pg_class ch on ch.oid = c.conrelid join pg_class pa on pa.oid = c.confrelid
              where c.contype = 'f' and ch.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
              trx,
            )
          ).rows;
    const doomed = new Set<string>(CATALOG_TABLES);
    for (let grew = true; grew;) {
      grew = false;
      for (const e of edges) {
        if (doomed.has(e.parent) && !doomed.has(e.child) && e.child !== 'app_user') {
          doomed.add(e.child);
          grew = true;
        }
      }
    }
    const others = [...doomed].filter((t) => !(CATALOG_TABLES as readonly string[]).includes(t)).sort();
    // Delete a table once nothing left to delete points at it (self-references aside).
    const left = new Set(doomed);
    while (left.size > 0) {
      const ready = [...left].filter((t) => !edges.some((e) => e.parent === t && e.child !== t && left.has(e.child)));
      if (ready.length === 0) throw new Error(`cannot order the deletion of: ${[...left].join(', ')}`);
      for (const t of ready.sort()) {
        await sql`delete from ${sql.table(t)}`.execute(trx);
        left.delete(t);
      }
    }
    return others;
  });
}
