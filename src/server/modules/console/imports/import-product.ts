import { MAX_STOCK, productWriteSchema, skuSchema } from '@shared/schemas/console-catalog';
import { addonTypes } from '@shared/schemas/catalog';
import type { z } from 'zod';
import type { Tx } from '@server/db/transaction';
import { AppError } from '@server/lib/errors';
import { sanitizeHtml } from '@server/lib/sanitize-html';
import { recordAudit, type OperatorWho } from '@server/modules/operator-write';
import { lockStockRow, setStock } from '@server/modules/stock';
import { listVariants, setCombinations } from '@server/modules/variant';
import type { WebhookSink } from '@server/modules/webhook';
import * as products from '@server/modules/console/products/products.repository';
import { createProductIn, createProductsIn, updateProductIn } from '@server/modules/console/products/products.service';
import { isShopPath, type PictureSource } from './import-pictures.js';
import * as repo from './imports.repository.js';
import { planOfStored } from './stored-product.js';
import { planOf, RowRefusal, type NumberedRow, type ProductPlan } from './product-file.js';

/** Why stock moved when an import set a count, as the product's movements show it. */
export const IMPORT_REASON = 'Import';
/** What a dry run names a picture of the zip by: a drawn picture, so the console's checks pass without storing it. */
const DRY_RUN_PICTURE = '/media/demo/product/imported-picture.svg';

export type Outcome = 'created' | 'updated' | 'unchanged';

/** What every product of one import shares. */
export interface ImportRun {
  dryRun: boolean;
  /** Where the product events the console's save records go (docs/webhooks.md). */
  webhooks: WebhookSink;
  createCategories: boolean;
  pictures: PictureSource;
  /** Stores a picture of the zip as an upload does; answers its URL. */
  keepPicture(name: string, bytes: Buffer): Promise<string>;
  /** Checks a picture of the zip is a photo, for a dry run (nothing stored). */
  isPhoto(bytes: Buffer): boolean;
  /** Each SKU the file gave so far (lower case) with its line and its product's first line. */
  skusInFile: Map<string, { line: number; product: number }>;
  /** Each product key the file gave so far, with its first line: a product's rows follow each other. */
  keysInFile: Map<string, number>;
}

/**
 * What one transaction has already looked up: categories and badges by name. Kept per
 * transaction, not per import: a category a rolled-back batch made is gone with it.
 */
export interface TxLookups {
  categories: Map<string, number>;
  badges?: Map<string, number>;
  /**
   * Looked up for the whole batch before its first product is written (see `lookUpBatch`): the
   * products its externalIds name, and who holds its SKUs. Without them, each product asks.
   */
  byExternalId?: Map<string, number>;
  skuHolders?: Map<string, number>;
}
export const newLookups = (): TxLookups => ({ categories: new Map() });

/**
 * The batch's externalIds and SKUs, each in one query, instead of three queries per product: on
 * PostgreSQL every query is a round trip. What the batch's own products do meanwhile is covered:
 * two products with one externalId or SKU in a file are refused before they are written (keysInFile,
 * skusInFile), and a SKU the lookup finds held is asked again (an earlier product may have let it go).
 */
export async function lookUpBatch(tx: Tx, plans: ProductPlan[], seen: TxLookups) {
  const externalIds = [...new Set(plans.flatMap((p) => (p.externalId === null ? [] : [p.externalId])))];
  const skus = [...new Set(plans.flatMap((p) => p.combinations.flatMap((c) => (c.sku ? [c.sku.toLowerCase()] : []))))];
  seen.byExternalId = await repo.productsByExternalIds(tx.kysely, externalIds);
  seen.skuHolders = await repo.skusHeld(tx.kysely, skus);
}

/** A product's plan with its pictures made shop paths; made before the batch's transaction opens. */
export interface PreparedProduct {
  plan: ProductPlan;
  gallery: string[];
}

/**
 * Reads one product's rows and brings in its pictures (outside any transaction: re-encoding is
 * slow, and a transaction must not wait on it). Throws a RowRefusal for a row that breaks the format.
 */
export async function prepareProduct(run: ImportRun, rows: NumberedRow[]): Promise<PreparedProduct> {
  const plan = planOf(rows, MAX_STOCK);
  const key =
    plan.externalId !== null ? `e:${plan.externalId}` : plan.productId !== null ? `p:${plan.productId}` : null;
  if (key !== null) {
    const earlier = run.keysInFile.get(key);
    if (earlier !== undefined && earlier !== plan.line) {
      throw new RowRefusal(
        plan.line,
        `this product is already on line ${earlier}: a product's rows must follow each other`,
      );
    }
    run.keysInFile.set(key, plan.line);
  }
  for (const c of plan.combinations) {
    if (c.sku === null) continue;
    const checked = skuSchema.safeParse(c.sku);
    if (!checked.success) throw new RowRefusal(c.line, `sku "${c.sku}": ${checked.error.issues[0]!.message}`);
  }
  const gallery: string[] = [];
  for (const name of plan.pictures) {
    if (isShopPath(name)) {
      gallery.push(name);
      continue;
    }
    const bytes = await run.pictures.bytesOf(name, plan.line);
    if (run.dryRun) {
      if (!run.isPhoto(bytes)) throw new RowRefusal(plan.line, `picture ${name} is not a JPEG, PNG or WebP photo`);
      gallery.push(DRY_RUN_PICTURE);
    } else {
      try {
        gallery.push(await run.keepPicture(name, bytes));
      } catch (error) {
        if (error instanceof AppError) throw new RowRefusal(plan.line, error.message);
        throw error;
      }
    }
  }
  return { plan, gallery };
}

/** The file's SKUs so far: a later product giving one again is refused. */
function remember(run: ImportRun, plan: ProductPlan) {
  for (const c of plan.combinations) {
    if (c.sku) run.skusInFile.set(c.sku.toLowerCase(), { line: c.line, product: plan.line });
  }
}

/** The product the plan names: by externalId, else by productId; null for a new one. */
async function targetOf(tx: Tx, plan: ProductPlan, seen: TxLookups): Promise<number | null> {
  if (plan.externalId !== null) {
    const found = seen.byExternalId
      ? byExternalIdIn(seen.byExternalId, plan.externalId)
      : await repo.productByExternalId(tx.kysely, plan.externalId);
    if (found) {
      if (plan.productId !== null && plan.productId !== found.inventory_id) {
        throw new RowRefusal(
          plan.line,
          `externalId ${plan.externalId} is product ${found.inventory_id}, not productId ${plan.productId}`,
        );
      }
      return found.inventory_id;
    }
  }
  if (plan.productId === null) return null;
  const byId = await repo.productKeys(tx.kysely, plan.productId);
  if (!byId) return null; // named by an id of another shop: made anew (docs/operator-console.md)
  if (plan.externalId !== null && byId.external_id !== null && byId.external_id !== plan.externalId) {
    throw new RowRefusal(
      plan.line,
      `product ${plan.productId} has externalId ${byId.external_id}, not ${plan.externalId}`,
    );
  }
  return byId.inventory_id;
}

function byExternalIdIn(known: Map<string, number>, externalId: string) {
  const id = known.get(externalId);
  return id === undefined ? undefined : { inventory_id: id, external_id: externalId };
}

/** Who else holds the product's SKUs; asked only when the batch's lookup found one of them held. */
async function skusHeldByOthers(tx: Tx, skus: string[], productId: number | null, seen: TxLookups) {
  if (seen.skuHolders && !skus.some((sku) => seen.skuHolders!.has(sku.toLowerCase()))) return new Map<string, number>();
  return repo.skusHeldByOthers(tx.kysely, skus, productId);
}

/** The sub-category by name under its category; made when missing and the run allows it. */
async function subCategoryOf(tx: Tx, who: OperatorWho, run: ImportRun, plan: ProductPlan, seen: TxLookups) {
  const key = `${plan.category.toLowerCase()}\u0000${plan.subcategory.toLowerCase()}`;
  const known = seen.categories.get(key);
  if (known !== undefined) return known;
  const refuse = (what: string) =>
    new RowRefusal(plan.line, `${what} does not exist (import with createCategories=true to make it)`);
  let rootId = await repo.categoryNamed(tx.kysely, plan.category, null);
  if (rootId === undefined) {
    if (!run.createCategories) throw refuse(`category "${plan.category}"`);
    rootId = await repo.insertCategory(tx.kysely, plan.category, null);
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'category',
      entityId: rootId,
      action: 'create',
      detail: { name: plan.category },
    });
  }
  let subId = await repo.categoryNamed(tx.kysely, plan.subcategory, rootId);
  if (subId === undefined) {
    if (!run.createCategories) throw refuse(`subcategory "${plan.subcategory}" of ${plan.category}`);
    subId = await repo.insertCategory(tx.kysely, plan.subcategory, rootId);
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'category',
      entityId: subId,
      action: 'create',
      detail: { name: plan.subcategory },
    });
  }
  seen.categories.set(key, subId);
  return subId;
}

async function badgeIdsOf(tx: Tx, plan: ProductPlan, seen: TxLookups): Promise<number[]> {
  if (plan.badges.length === 0) return [];
  seen.badges ??= await repo.badgesByText(tx.kysely);
  const known = seen.badges;
  return plan.badges.map((text) => {
    const id = known.get(text.toLowerCase());
    if (id === undefined) throw new RowRefusal(plan.line, `badge "${text}" does not exist`);
    return id;
  });
}

type Current = NonNullable<Awaited<ReturnType<typeof products.findProduct>>>;

/** A product's state as the import compares it: what the file can say, in a fixed shape. */
function stateOf(
  p: Omit<ProductPlan, 'line' | 'combinations' | 'productId' | 'category' | 'subcategory' | 'badges'> & {
    subCategoryId: number;
    badgeIds: number[];
    combinations: { color: string | null; size: string | null; sku: string | null; stock: number }[];
  },
) {
  const combos = p.combinations
    .map((c) => [(c.color ?? '').toLowerCase(), (c.size ?? '').toLowerCase(), c.sku ?? '', c.stock] as const)
    .sort((a, b) => (a[0] + '\u0000' + a[1]).localeCompare(b[0] + '\u0000' + b[1]));
  return JSON.stringify([
    p.externalId,
    p.name,
    p.descriptionHtml,
    p.subCategoryId,
    p.price,
    p.originalPrice,
    p.deliveryDays,
    p.active,
    p.features,
    p.badgeIds,
    addonTypes.map((t) => p.addons[t]),
    p.requires,
    p.pictures,
    combos,
  ]);
}

async function currentStateOf(tx: Tx, current: Current) {
  const { row, addons, badgeIds } = current;
  const variants = await listVariants(tx.kysely, row.inventory_id);
  const stored = planOfStored(
    row,
    addons,
    variants.map((v) => ({ color: v.color_name, size: v.size_name, sku: v.sku, stock: v.stock })),
  );
  return { state: stateOf({ ...stored, subCategoryId: row.sub_category_id, badgeIds }), variants };
}

/** The schema's first complaint, as the console would show it. */
function refusalOf(line: number, error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return new RowRefusal(line, `${where}${issue.message}`);
}

/** A product checked against the shop and the console's rules, ready to be written. */
export interface CheckedProduct {
  plan: ProductPlan;
  /** The product it updates; null for a new one. */
  productId: number | null;
  input: z.output<typeof productWriteSchema>;
  externalId: string | null;
  hasCombinations: boolean;
}

/**
 * Checks one product the file describes, inside the batch's transaction, by the console's own
 * rules (products.service.ts: its schema, references, sanitised description, add-ons kept by id)
 * and the file's (a SKU or key given twice). Answers `unchanged` without writing when the shop
 * already holds what the rows say, else what to write. Throws a RowRefusal (or the console's
 * AppError) to refuse the product.
 */
export async function checkProduct(
  tx: Tx,
  who: OperatorWho,
  run: ImportRun,
  prepared: PreparedProduct,
  seen: TxLookups = newLookups(),
): Promise<CheckedProduct | 'unchanged'> {
  const { plan, gallery } = prepared;
  // Checked as products are written (a batch's products were all read before the first is written).
  for (const c of plan.combinations) {
    const earlier = c.sku ? run.skusInFile.get(c.sku.toLowerCase()) : undefined;
    if (earlier && earlier.product !== plan.line) {
      throw new RowRefusal(c.line, `SKU ${c.sku} is already on line ${earlier.line}`);
    }
  }
  const productId = await targetOf(tx, plan, seen);
  const subCategoryId = await subCategoryOf(tx, who, run, plan, seen);
  const badgeIds = await badgeIdsOf(tx, plan, seen);
  const current = productId === null ? undefined : await products.findProduct(tx.kysely, productId);
  if (productId !== null && !current) throw new RowRefusal(plan.line, `product ${productId} is gone`);

  const activeAddons = current?.addons ?? [];
  const addons = addonTypes.flatMap((type) =>
    plan.addons[type].map((a) => {
      const same = activeAddons.find((x) => x.addon_type === type && x.name.toLowerCase() === a.name.toLowerCase());
      return { ...(same && { addonId: same.addon_id }), addonType: type, name: a.name, plusPrice: a.plusPrice };
    }),
  );
  const parsed = productWriteSchema.safeParse({
    name: plan.name,
    subCategoryId,
    price: plan.price,
    originalPrice: plan.originalPrice,
    badgeIds,
    features: plan.features,
    descriptionHtml: plan.descriptionHtml,
    gallery,
    detailGallery: current ? (JSON.parse(current.row.detail_gallery_json) as string[]) : [],
    addons,
    requires: plan.requires,
    deliveryDays: plan.deliveryDays,
    isActive: plan.active,
  });
  if (!parsed.success) throw refusalOf(plan.line, parsed.error);
  const input = parsed.data;

  const skus = plan.combinations.flatMap((c) => (c.sku ? [c.sku] : []));
  const held = await skusHeldByOthers(tx, skus, productId, seen);
  for (const c of plan.combinations) {
    const other = c.sku ? held.get(c.sku.toLowerCase()) : undefined;
    if (other !== undefined) throw new RowRefusal(c.line, `SKU ${c.sku} is already used by product ${other}`);
  }

  const hasCombinations = plan.addons.color.length > 0 || plan.addons.size.length > 0;
  const externalId = plan.externalId ?? current?.row.external_id ?? null;
  if (current) {
    const { state, variants } = await currentStateOf(tx, current);
    const skuOf = (c: ProductPlan['combinations'][number]) =>
      c.sku ??
      variants.find(
        (v) =>
          (v.color_name ?? '').toLowerCase() === (c.color ?? '').toLowerCase() &&
          (v.size_name ?? '').toLowerCase() === (c.size ?? '').toLowerCase(),
      )?.sku ??
      null;
    const wanted = stateOf({
      ...plan,
      externalId,
      name: input.name,
      descriptionHtml: sanitizeHtml(input.descriptionHtml),
      features: input.features,
      subCategoryId,
      badgeIds,
      pictures: input.gallery,
      combinations: plan.combinations.map((c) => ({ ...c, sku: skuOf(c) })),
    });
    if (state === wanted) {
      remember(run, plan);
      return 'unchanged';
    }
  }
  return { plan, productId, input, externalId, hasCombinations };
}

/** Writes one checked product (the console's save, then its combinations' SKUs and counts). */
export async function writeProduct(
  tx: Tx,
  who: OperatorWho,
  run: ImportRun,
  checked: CheckedProduct,
): Promise<Outcome> {
  const { plan, productId, input, externalId, hasCombinations } = checked;
  let id: number;
  if (productId === null) {
    id = await createProductIn(tx, who, run.webhooks, {
      ...input,
      stock: hasCombinations ? 0 : plan.combinations[0]!.stock,
    });
  } else {
    id = productId;
    await updateProductIn(tx, who, run.webhooks, id, input);
  }
  const by = { actor: who.actor, now: who.now, reason: IMPORT_REASON };
  if (hasCombinations) {
    await setCombinations(tx.kysely, id, plan.combinations, by);
  } else if (productId !== null) {
    const before = (await lockStockRow(tx.kysely, id)) ?? 0;
    const stock = plan.combinations[0]!.stock;
    if (before !== stock) {
      await setStock(tx.kysely, id, stock);
      await products.insertStockMovement(tx.kysely, {
        inventory_id: id,
        delta: stock - before,
        stock_after: stock,
        reason: IMPORT_REASON,
        actor: who.actor,
        created_at: who.now,
      });
    }
  }
  const ownSku = hasCombinations ? null : plan.combinations[0]!.sku;
  await repo.setProductKeys(tx.kysely, id, { externalId, sku: ownSku });
  remember(run, plan);
  return productId === null ? 'created' : 'updated';
}

/**
 * New products of a batch written together (products.service.ts `createProductsIn`: one
 * multi-row statement per table), with the same rows `writeProduct` writes one by one. In the
 * batch's transaction: a refusal of any rolls back all, and the caller writes them one at a time.
 */
export async function createProducts(tx: Tx, who: OperatorWho, run: ImportRun, news: CheckedProduct[]) {
  await createProductsIn(
    tx,
    who,
    run.webhooks,
    news.map(({ plan, input, externalId, hasCombinations }) => ({
      input,
      externalId,
      sku: hasCombinations ? null : plan.combinations[0]!.sku,
      stock: hasCombinations ? 0 : plan.combinations[0]!.stock,
      combinations: hasCombinations ? plan.combinations : [],
    })),
    IMPORT_REASON,
  );
  for (const { plan } of news) remember(run, plan);
}

/**
 * Writes one product the file describes, inside the batch's transaction: `checkProduct`, then
 * `writeProduct`. Throws a RowRefusal (or the console's AppError) to refuse the product; the
 * caller then rolls its writes back.
 */
export async function importProduct(
  tx: Tx,
  who: OperatorWho,
  run: ImportRun,
  prepared: PreparedProduct,
  seen: TxLookups = newLookups(),
): Promise<Outcome> {
  const checked = await checkProduct(tx, who, run, prepared, seen);
  return checked === 'unchanged' ? 'unchanged' : writeProduct(tx, who, run, checked);
}
