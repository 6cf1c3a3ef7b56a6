import type { Insertable } from 'kysely';
import type { AddonTable, CategoryTable, ProductTable, ReviewTable } from '@server/db/schema';
import { BLACK, FINISHES, PALETTE, SHADES, productArtName, type ProductLook } from './art/demo-art.js';
import { productRow } from '@server/modules/catalog/product-row';
import { itemAt } from '@shared/item-at';
import { rng, seedFor, type Rng } from './prng.js';
import {
  BADGE_BESTSELLER,
  BADGE_ECO,
  BADGE_LIMITED,
  BADGE_NEW,
  BADGE_SALE,
  REVIEW_TEXT,
  ROOTS,
  type AddonPlan,
  type NameWord,
  type Option,
  type RootDef,
  type SubDef,
} from './catalog-data.js';

/**
 * Pure generators of the demo catalogue. Product n is drawn from its own PRNG stream, so it is
 * the same row whether 160 or 100 000 products are made, on any database. Dates count back from
 * a fixed day; nothing reads the clock.
 */

export const BASE_DATE = Date.UTC(2025, 10, 3, 9, 0, 0);
const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();

const STREAM_NAMES = 1;
const STREAM_PRODUCT = 2;
const STREAM_REVIEWS = 3;
const STREAM_STOCK = 4;
const STREAM_COLOURS = 5;

/**
 * Demo products that are sold out, and a few with 1 to 3 units left, so the storefront's 'Out of
 * stock' and 'Only N left' show. Chosen in the last two top categories, away from the products
 * the end-to-end journeys buy (the first products of category 1, the first one without add-ons).
 */
export const SOLD_OUT_PRODUCT_IDS: readonly number[] = [20, 47];
export const SCARCE_PRODUCT_STOCK: ReadonlyMap<number, number> = new Map([
  [22, 1],
  [25, 2],
  [49, 3],
]);

/** Units in stock of product id `id`: 20 to 500 from its own stream, except the few above. */
export function stockFor(id: number): number {
  if (SOLD_OUT_PRODUCT_IDS.includes(id)) return 0;
  return SCARCE_PRODUCT_STOCK.get(id) ?? rng(seedFor(STREAM_STOCK, id)).int(20, 500);
}

export interface FlatSub {
  root: RootDef;
  rootIndex: number;
  rootId: number;
  sub: SubDef;
  subIndex: number;
  subId: number;
}

/** Root categories take ids 1..6; their sub-categories follow, in order. */
export const FLAT_SUBS: readonly FlatSub[] = ROOTS.flatMap((root, rootIndex) =>
  root.subs.map((sub) => ({ root, rootIndex, rootId: rootIndex + 1, sub, subIndex: 0, subId: 0 })),
).map((s, i) => ({ ...s, subIndex: i, subId: ROOTS.length + 1 + i }));

export type CategoryRow = Insertable<CategoryTable> & { category_id: number };

export function categoryRows(): CategoryRow[] {
  const roots = ROOTS.map((r, i) => ({
    category_id: i + 1,
    parent_id: null,
    display_name: r.name,
    description: r.description,
    cover_path: `/media/demo/category/${r.scene}-${r.color}.svg`,
    sort_order: i,
  }));
  const subs = FLAT_SUBS.map((s) => ({
    category_id: s.subId,
    parent_id: s.rootId,
    display_name: s.sub.name,
    description: s.sub.description,
    cover_path: `/media/demo/category/${s.sub.motif}-${s.sub.colors[s.subIndex % s.sub.colors.length]}.svg`,
    sort_order: s.root.subs.indexOf(s.sub),
  }));
  return [...roots, ...subs];
}

/** A product name and the words it was made of, with their places in the sub-category's lists. */
interface ProductName {
  name: string;
  prefix: NameWord;
  noun: NameWord;
  prefixIndex: number;
  nounIndex: number;
}

const asWord = (word: string | NameWord): NameWord => (typeof word === 'string' ? { word } : word);

const nameCache = new Map<number, ProductName[]>();

/** Every prefix × noun pair of a sub-category, shuffled once; product k takes pair k (cycling). */
function namesOf(s: FlatSub): ProductName[] {
  let names = nameCache.get(s.subIndex);
  if (!names) {
    const pairs = s.sub.prefixes.flatMap((p, prefixIndex) =>
      s.sub.nouns.map((n, nounIndex) => {
        const [prefix, noun] = [asWord(p), asWord(n)];
        return { name: `${prefix.word} ${noun.word}`, prefix, noun, prefixIndex, nounIndex };
      }),
    );
    names = rng(seedFor(STREAM_NAMES, s.subIndex)).shuffle(pairs);
    nameCache.set(s.subIndex, names);
  }
  return names;
}

const colourCache = new Map<number, readonly number[]>();

/**
 * The sub-category's colours in a fixed shuffled order; product k takes colour k (cycling), so
 * neighbours in a category differ in colour as long as there are colours enough.
 */
function coloursOf(s: FlatSub): readonly number[] {
  let colours = colourCache.get(s.subIndex);
  if (!colours) {
    colours = rng(seedFor(STREAM_COLOURS, s.subIndex)).shuffle(s.sub.colors);
    colourCache.set(s.subIndex, colours);
  }
  return colours;
}

/**
 * What a product looks like: its sub-category's motif, in the shape its noun names (form = the
 * noun's index) with the surface its prefix gives (finish = the prefix's index), in its colour.
 * Distinct names of a sub-category therefore never share a picture.
 */
function lookOf(flat: FlatSub, name: ProductName, colour: number): ProductLook {
  return { motif: flat.sub.motif, form: name.nounIndex, finish: name.prefixIndex % FINISHES, colour };
}

/** The spec lines of a product: a value its name fixes wins; an empty one leaves the line out. */
function specLines(r: Rng, sub: SubDef, name: ProductName): [string, string][] {
  const facts = { ...name.noun.facts, ...name.prefix.facts };
  return sub.specs.flatMap(([label, values]): [string, string][] => {
    const drawn = r.pick(values); // drawn even when a fact wins, so later draws stay where they were
    const value = facts[label] ?? drawn;
    return value === '' ? [] : [[label, value]];
  });
}

/** The features a product lists: those its name words bring first, then the sub-category's. */
function featuresOf(r: Rng, sub: SubDef, name: ProductName): string[] {
  const own = [...(name.prefix.features ?? []), ...(name.noun.features ?? [])];
  const general = r.sample(sub.features, r.int(3, 5));
  return [...new Set([...own, ...general])].slice(0, Math.max(own.length, general.length, 3));
}

/**
 * The descriptions are built here from fixed templates with every text escaped, so they are
 * already what the sanitiser would return (seed.test.ts checks that); skipping it keeps the
 * 100 000-product seed fast.
 */
const trustedHtml = (html: string) => html;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type AddonRow = Omit<Insertable<AddonTable>, 'addon_id'>;
export type ReviewRow = Omit<Insertable<ReviewTable>, 'review_id' | 'user_id'> & { userIndex: number };

export interface Product {
  row: Insertable<ProductTable> & { inventory_id: number };
  badgeIds: number[];
  addons: AddonRow[];
  reviews: ReviewRow[];
  flat: FlatSub;
  colour: number;
}

export interface ProductOptions {
  withReviews: boolean;
  userCount: number;
}

/** Product number n (0-based); its id is n + 1. */
export function generateProduct(n: number, options: ProductOptions): Product {
  const flat = itemAt(FLAT_SUBS, n % FLAT_SUBS.length);
  const { sub, root } = flat;
  const k = Math.floor(n / FLAT_SUBS.length);
  const r = rng(seedFor(STREAM_PRODUCT, n));
  const id = n + 1;
  const names = namesOf(flat);
  const productName = itemAt(names, k % names.length);
  const name = productName.name;
  r.pick(sub.colors); // the colour once drawn here is now coloursOf's; the draw keeps the stream in step
  const colours = coloursOf(flat);
  const colour = itemAt(colours, k % colours.length);
  const look = lookOf(flat, productName, colour);
  const art = (kind: 'product' | 'detail', variant: number, c = colour) =>
    `/media/demo/${kind}/${productArtName({ ...look, colour: c }, variant)}.svg`;

  const createdMs = BASE_DATE - r.int(0, 364) * DAY - r.int(0, 86_399) * 1000;
  const updatedMs = createdMs + Math.floor((r.next() * (BASE_DATE - createdMs)) / 1000) * 1000;
  const isNew = BASE_DATE - createdMs < 60 * DAY;

  const dollars = r.int(sub.price[0], sub.price[1]);
  let price = dollars * 100 - (r.chance(0.35) ? 5 : 0);
  price = Math.min(90_000, Math.max(900, price));
  let originalPrice: number | null = null;
  if (r.chance(0.3)) {
    const o = Math.round((price * (1.15 + r.next() * 0.45)) / 100) * 100;
    originalPrice = o > price ? o : price + 500;
  }
  const popularity = Math.floor(r.next() ** 2 * 10_000);

  const badgeIds: number[] = [];
  if (r.chance(0.25)) {
    const pool = [BADGE_LIMITED, BADGE_ECO, BADGE_BESTSELLER, BADGE_NEW];
    if (originalPrice !== null) pool.push(BADGE_SALE, BADGE_SALE, BADGE_SALE);
    if (isNew) pool.push(BADGE_NEW, BADGE_NEW);
    if (popularity > 6000) pool.push(BADGE_BESTSELLER, BADGE_BESTSELLER);
    const want = r.chance(0.3) ? 2 : 1;
    for (const b of r.shuffle(pool)) if (badgeIds.length < want && !badgeIds.includes(b)) badgeIds.push(b);
  }

  const variants = [0, ...r.sample([1, 2, 3, 4, 5], r.int(2, 4))];
  const gallery = variants.map((v) => art('product', v));
  const details = r.sample([0, 1, 2, 3, 4, 5], r.int(0, 3)).map((v) => art('detail', v));
  const features = featuresOf(r, sub, productName);
  const [detailA, detailB] = r.sample(sub.details, 2);
  if (detailA === undefined || detailB === undefined) throw new Error(`${sub.name} needs at least two details`);
  const desc =
    `<p>${isNew ? '<strong>New this season.</strong> ' : ''}${escapeHtml(r.pick(sub.intros).replace('{name}', name))} ${escapeHtml(detailA)}</p>` +
    `<p>${escapeHtml(detailB)} ${escapeHtml(r.pick(root.closing))}</p>` +
    `<ul>${specLines(r, sub, productName)
      .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
      .join('')}</ul>`;

  const delivery = r.int(sub.delivery[0], sub.delivery[1]);
  const { addons, flags } = generateAddons(r, id, sub.addons, colour, sub.colors, delivery);
  // Every other colour on offer gets its own picture, named after the colour, at the end of the
  // gallery: choosing the 'Navy' add-on shows the navy one (the storefront matches the name).
  for (const addon of addons) {
    const other = SHADES.findIndex((p) => p.name === addon.name);
    if (addon.addon_type === 'color' && other >= 0 && other !== colour) gallery.push(art('product', 0, other));
  }

  const reviews = options.withReviews ? generateReviews(n, flat, art, createdMs, options.userCount) : [];
  const ratingSum = reviews.reduce((a, x) => a + x.rating, 0);

  const row: Product['row'] = {
    inventory_id: id,
    ...productRow(
      {
        name,
        coverPath: itemAt(gallery, 0),
        price,
        originalPrice,
        descriptionHtml: desc,
        gallery,
        detailGallery: details,
        features,
        rootCategory: { id: flat.rootId, name: root.name },
        subCategory: { id: flat.subId, name: sub.name },
        requires: {
          size: flags.size === 1,
          color: flags.color === 1,
          accessory: flags.accessory === 1,
          ship: flags.ship === 1,
        },
        deliveryDays: delivery,
        popularity,
        ratingDisplay: reviews.length > 0 ? Math.round((ratingSum / reviews.length) * 100) : 500,
        reviewCount: reviews.length,
        createdAt: iso(createdMs),
      },
      trustedHtml,
    ),
    updated_at: iso(updatedMs),
  };
  return { row, badgeIds, addons, reviews, flat, colour };
}

interface Flags {
  size: number;
  color: number;
  accessory: number;
  ship: number;
}

function generateAddons(
  r: Rng,
  productId: number,
  plan: AddonPlan,
  colour: number,
  colours: readonly number[],
  delivery: number,
) {
  const addons: AddonRow[] = [];
  const flags: Flags = { size: 0, color: 0, accessory: 0, ship: 0 };
  let position = 0;
  const push = (addon_type: AddonRow['addon_type'], name: string, plusCents: number, days: number | null = null) =>
    addons.push({
      inventory_id: productId,
      addon_type,
      name,
      plus_price: plusCents,
      delivery_days: days,
      position: position++,
      is_active: 1,
    });

  if (plan.color && r.chance(plan.color.present)) {
    const count = r.int(plan.color.count[0], plan.color.count[1]);
    const others = r.sample(
      colours.filter((c) => c !== colour),
      count - 1,
    );
    for (const c of [colour, ...others])
      push('color', itemAt(PALETTE, c).name, c === colour || r.chance(0.8) ? 0 : 500);
    // Last of the colours and drawn from no random number, so every other add-on, combination and
    // stock figure of the demo stays what it was.
    if (plan.color.black) push('color', BLACK.name, 0);
    flags.color = r.chance(plan.color.require) ? 1 : 0;
  }
  if (plan.size && r.chance(plan.size.present)) {
    const opts = plan.size.options;
    // Garments and shoes offer a run of sizes; smaller lists are offered whole.
    const from = opts.length > 4 ? r.int(0, 1) : 0;
    const to = opts.length > 4 ? opts.length - r.int(0, 1) : opts.length;
    for (const [name, plus] of opts.slice(from, to)) push('size', name, plus * 100);
    flags.size = r.chance(plan.size.require) ? 1 : 0;
  }
  if (plan.ship && r.chance(plan.ship.present)) {
    if (plan.ship.kind === 'freight') {
      push('ship', 'Standard freight', 0, delivery);
      push('ship', 'White-glove delivery', 7900, Math.max(2, delivery - 3));
    } else {
      push('ship', 'Standard', 0, delivery);
      push('ship', 'Express', 1200, Math.max(1, Math.min(2, delivery - 1)));
    }
    flags.ship = r.chance(plan.ship.require) ? 1 : 0;
  }
  if (plan.accessory && r.chance(plan.accessory.present)) {
    const required = r.chance(plan.accessory.require);
    const opts = plan.accessory.options;
    let chosen = r.sample(opts, r.int(plan.accessory.count[0], plan.accessory.count[1]));
    // A required group pre-selects its first add-on: make that the plain, free choice.
    if (required && !chosen.includes(itemAt(opts, 0))) chosen = [itemAt(opts, 0), ...chosen.slice(1)];
    chosen.sort((a: Option, b: Option) => opts.indexOf(a) - opts.indexOf(b));
    for (const [name, plus] of chosen) push('accessory', name, plus * 100);
    flags.accessory = required ? 1 : 0;
  }
  return { addons, flags };
}

const RATING_WEIGHTS = [4, 6, 14, 32, 44];

function generateReviews(
  n: number,
  flat: FlatSub,
  art: (kind: 'product', variant: number) => string,
  createdMs: number,
  userCount: number,
): ReviewRow[] {
  const r = rng(seedFor(STREAM_REVIEWS, n));
  if (!r.chance(0.6) || userCount === 0) return [];
  const count = Math.min(userCount, r.int(1, 8));
  const users = r.sample(
    Array.from({ length: userCount }, (_, i) => i),
    count,
  );
  const byRoot = itemAt(REVIEW_TEXT.byRoot, flat.rootIndex % REVIEW_TEXT.byRoot.length);
  return users.map((userIndex) => {
    const rating = 1 + r.weighted(RATING_WEIGHTS);
    let content: string;
    if (rating >= 4) {
      content = `${r.pick(REVIEW_TEXT.great)} ${r.pick(byRoot)}${r.chance(0.4) ? ` ${r.pick(REVIEW_TEXT.service)}` : ''}`;
    } else if (rating === 3) {
      content = `${r.pick(REVIEW_TEXT.mixed)}${r.chance(0.5) ? ` ${r.pick(byRoot)}` : ''}`;
    } else {
      content = r.pick(REVIEW_TEXT.poor);
    }
    const at = createdMs + Math.floor((r.next() * (BASE_DATE - createdMs)) / 1000) * 1000;
    return {
      inventory_id: n + 1,
      userIndex,
      order_item_id: null,
      rating,
      content,
      photo_path: r.chance(0.2) ? art('product', r.int(1, 5)) : null,
      created_at: iso(at),
    };
  });
}
