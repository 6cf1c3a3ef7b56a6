import type { Db } from '@server/db/database';
import { AppError } from '@server/lib/errors';
import type { ProductCard } from '@shared/schemas/home';
import { wireJson } from '@shared/wire-names';
import type { ProductSort } from '@shared/schemas/catalog';
import * as repo from '@server/modules/catalog/catalog.repository';
import { searchTokens } from '@server/modules/catalog/search-text';
import {
  applySoldOut,
  applySoldOutVariants,
  byProduct,
  positionOf,
} from '@server/modules/catalog/filters/product-facts';
import { synonymGroupOf, type SynonymGroup } from '@server/modules/catalog/search/query-forms';
import { appendProducts, buildCatalogueIndex, patchProduct, type CatalogIndex } from './catalogue-index.js';
import * as indexRepo from './catalogue-index.repository.js';
import { SitemapFiles } from './sitemap-files.js';

/**
 * Whether a shopper waits for the catalogue index to be built. A rebuild after a bulk write is
 * waited for when the last build took less than `waitBelowMs` (a shop of a few thousand products
 * builds in tens of ms, so its answers are always exact); a larger shop's answers come from the
 * last index meanwhile. The first build of an instance is waited for in a shop of fewer than
 * `firstWaitBelowProducts` products on sale; a larger shop's searches and suggestions are
 * answered from the database until it is ready (`database-answers.repository.ts`). Such a shop's
 * builds are spaced: the next begins at least `spacing` times the last build's duration after it
 * ended, so that writes arriving in a stream (an import bumps the version every batch) cost at
 * most a quarter of the process's time in builds rather than all of it, while answers trail the
 * stream by at most (1 + spacing) builds. Properties so a test can change them.
 */
export const indexRebuild = { waitBelowMs: 250, firstWaitBelowProducts: 10_000, spacing: 3, firstBuildWaitMs: 15_000 };

/**
 * What a filtered list or facets are told while a fresh instance's first index is still being
 * built past `firstBuildWaitMs` (a minute at a million products on a busy machine): a 503 to try
 * again, where holding the request would outlast the connection's timeout.
 */
export const CATALOGUE_INDEXING = 'The catalogue is being prepared after a restart; try again in a few seconds';

/** An instance re-reads which products are sold out at most this often, while public answers are asked for. */
export const STOCK_REFRESH_MS = 1000;

/** More products changed than this between two versions (a bulk edit): the index is built again. */
export const PATCH_AT_MOST = 200;

/**
 * More new products than this between two versions: built again. Adding is one pass over each sort
 * and word list for all of them, so an instance that fell behind an import by a build's time
 * (thousands of products at 100 000) still catches up in place.
 */
const APPEND_AT_MOST = 10_000;

/** More versions behind than this: built again (the change log keeps the last 100 000, migration 039). */
const VERSIONS_AT_MOST = 100_000;

/**
 * At most this many cards are kept (about 260 bytes each: 26 MB at 100 000). Enough for every
 * card of a 100 000-product catalogue: a walk of deep pages (a crawler) reaches cards no shallow
 * page shows, and at 20 000 each deep page read 12–16 cards by primary key.
 */
const CARDS_AT_MOST = 120_000;

/** What a read model has done since it was made: builds of the whole index begun, products changed in place. */
export interface ReadModelStats {
  builds: number;
  patchedProducts: number;
}

type CategoryRow = Awaited<ReturnType<typeof repo.listCategories>>[number];

let live = 0;

/**
 * Everything public catalogue answers read that is derived from the catalogue, for one database
 * handle: the catalogue index (facts, words, dictionary, sort orders, search matches), the
 * categories, each scope's order and total, the product cards, and the sitemap files. It follows the catalogue by
 * itself: each use reads the committed catalogue version (on PostgreSQL, kept up to date by the
 * version watch) and, when it moved, reads from the change log which products the writes
 * touched and changes just those in place; an import or a category change makes it build the
 * index again, off the request. `generation()` rises whenever anything it answers from may have
 * changed (a new version, a build ready, a sale that sold a product out), and is what remembered
 * answers are checked against. Closed with its handle: its memory goes with it.
 */
export class CatalogReadModel {
  /** The last catalogue version seen committed. */
  private seen: number | undefined;
  private ticks = 0;
  private held: CatalogIndex | undefined;
  /** The catalogue version the index holds. */
  private applied = -1;
  private building: Promise<void> | undefined;
  private lastBuildMs = Infinity;
  private lastBuildEndedAt = -Infinity;
  /** A build waiting for its turn (see `indexRebuild.spacing`). */
  private nextBuild: NodeJS.Timeout | undefined;
  private catchingUp: Promise<void> = Promise.resolve();
  /** Per index state: each scope's order under each sort, as positions. Emptied when the index changes. */
  private readonly orders = new Map<string, Int32Array>();
  private readonly cardMemory = new Map<number, ProductCard>();
  /** Each card as the wire writes it, made once: a card is never changed (a product's change makes a new one). */
  private readonly cardJsons = new WeakMap<ProductCard, string>();
  private perVersion:
    | {
        version: number;
        categories: Promise<Map<number, CategoryRow>>;
        named: Promise<{ category: CategoryRow; names: string[] }[]>;
        synonyms: Promise<SynonymGroup[]>;
        totals: Map<string, Promise<number>>;
      }
    | undefined;
  private stockReadAt = 0;
  private readingStock = false;
  /**
   * What the sold-out bits were last read at: the index they were applied to, its in-place
   * changes then (`stats.patchedProducts`) and the total of product versions read before them.
   */
  private stockRead: { index: CatalogIndex; patched: number; versions: number } | undefined;
  private closed = false;
  readonly stats: ReadModelStats = { builds: 0, patchedProducts: 0 };
  /**
   * The sitemap files as last written (modules/seo writes them), each current while `generation()`
   * has not moved since.
   */
  readonly sitemapFiles = new SitemapFiles();

  constructor(private readonly db: Db) {
    live++;
  }

  /**
   * A number that changes whenever an answer made from this model may change: a new catalogue
   * version (whoever wrote it), an index built or changed, a product sold out or back in stock.
   * Read before an answer is made, it tells when that answer is stale.
   */
  async generation(): Promise<number> {
    await this.sync();
    this.refreshStockNowAndThen();
    return this.ticks;
  }

  /**
   * `generation()` and the catalogue version it stands for, read together: what is kept in this
   * instance's memory is checked against the generation, while a tag a client keeps (a sitemap's
   * ETag) names the version, which means the same on every instance and after a restart.
   */
  async clock(): Promise<{ generation: number; version: number }> {
    await this.sync();
    this.refreshStockNowAndThen();
    // Both read in one turn, so they go together (`seen` is undefined only once the model is closed).
    return { generation: this.ticks, version: this.seen ?? -1 };
  }

  /**
   * The catalogue index, current unless a rebuild is running behind the answers (then the last
   * one built), or undefined while the first build has not finished within
   * `indexRebuild.waitBelowMs`: the caller answers from the database.
   */
  async currentIndex(): Promise<CatalogIndex | undefined> {
    await this.sync();
    if (!this.held) {
      const building = this.startBuild();
      if ((await this.browseTotal(null)) < indexRebuild.firstWaitBelowProducts) await building;
      return this.held;
    }
    if (this.building && this.applied !== this.seen && this.lastBuildMs < indexRebuild.waitBelowMs) {
      await this.building.catch(() => {});
      return this.currentIndex();
    }
    return this.held;
  }

  /**
   * The catalogue index, waiting for the first build if need be (filters and facets have no
   * database path), at most `indexRebuild.firstBuildWaitMs`: then a 503 with Retry-After.
   */
  async index(): Promise<CatalogIndex> {
    const index = await this.currentIndex();
    if (index) return index;
    if (!(await settlesWithin(this.startBuild(), indexRebuild.firstBuildWaitMs)))
      throw new AppError('unavailable', CATALOGUE_INDEXING, { 'Retry-After': '5' });
    return this.index();
  }

  /** The catalogue version the index holds (undefined before the first build): benches wait on it. */
  indexedVersion(): number | undefined {
    return this.held ? this.applied : undefined;
  }

  /** Begins the first build (as the server starts listening), so the first shopper need not. */
  warmUp(): void {
    if (!this.held) this.startBuild().catch(() => {}); // the first use tries again
  }

  /** Whether the index holds the version last seen: category pages are then slices of it. */
  private get exact() {
    return this.held !== undefined && this.applied === this.seen;
  }

  /** Every category by id, read once per catalogue version (a few dozen rows). */
  async categories(): Promise<Map<number, CategoryRow>> {
    return (await this.versioned()).categories;
  }

  /**
   * Categories in id order with their names' words, once per catalogue version: suggestions match
   * every one on every keystroke.
   */
  async namedCategories() {
    return (await this.versioned()).named;
  }

  /**
   * The operator's synonym groups (each of two entries or more), read once per catalogue version:
   * saving them bumps it (migration 035), so the next search uses them.
   */
  async synonyms(): Promise<SynonymGroup[]> {
    return (await this.versioned()).synonyms;
  }

  /**
   * A page of a scope (a category, or everything) in a sort's order, as ids, and the scope's
   * total. From the index when it is current (its sort orders filtered by the scope once, then
   * sliced: a page reads nothing); from the database while the index is being built.
   */
  async browsePage(category: repo.CategoryScope | null, page: repo.ProductPage) {
    await this.sync();
    if (this.exact) {
      const { id } = this.held!.facts;
      const order = this.scopeOrder(this.held!, category, page.sort);
      return {
        ids: Array.from(order.subarray(page.offset, page.offset + page.limit), (p) => id[p]!),
        total: order.length,
      };
    }
    const [ids, total] = await Promise.all([
      repo.browseProductIds(this.db.reads, category, page),
      this.browseTotal(category),
    ]);
    return { ids, total };
  }

  /**
   * The positions of a scope's products in `sort`'s order, kept per index state: a category
   * page slices it, a filtered list walks it instead of the whole catalogue's order.
   */
  scopeOrder(index: CatalogIndex, category: repo.CategoryScope | null, sort: ProductSort): Int32Array {
    if (index !== this.held) return scopePositions(index, category, sort);
    const key = `${sort}:${scopeKey(category)}`;
    let order = this.orders.get(key);
    if (!order) this.orders.set(key, (order = scopePositions(index, category, sort)));
    return order;
  }

  /**
   * Forgets the scope orders `ids` are or were in (everything, their root and sub-category):
   * the others keep their products and the order among them. Read before and after a change.
   */
  private forgetOrdersOf(index: CatalogIndex, ids: number[]) {
    const { facts } = index;
    const scopes = new Set([scopeKey(null)]);
    for (const id of ids) {
      const p = positionOf(facts, id);
      if (p === undefined) continue;
      scopes.add(scopeKey({ isRoot: true, categoryId: facts.root[p]! }));
      scopes.add(scopeKey({ isRoot: false, categoryId: facts.sub[p]! }));
    }
    for (const key of this.orders.keys()) if (scopes.has(key.slice(key.indexOf(':') + 1))) this.orders.delete(key);
  }

  private async browseTotal(category: repo.CategoryScope | null) {
    const { totals } = await this.versioned();
    const key = scopeKey(category);
    let total = totals.get(key);
    if (!total) {
      totals.set(key, (total = repo.countActive(this.db.reads, category)));
      total.catch(() => totals.delete(key)); // not kept when it failed
    }
    return total;
  }

  /**
   * The cards of `ids` in their order, withdrawn products left out. A product is on many pages
   * (every sort and page of its category and its root, searches, recommendations), so they are
   * kept: a page that misses the answer memory mostly finds its cards here. A product's change
   * drops its card, a rebuild all of them; past CARDS_AT_MOST the cards read first go first.
   */
  async cards(ids: number[]): Promise<ProductCard[]> {
    await this.sync();
    const memory = this.cardMemory;
    const missing = ids.filter((id) => !memory.has(id));
    if (missing.length > 0) {
      const seen = this.seen;
      const read = await repo.findProductCards(this.db.reads, missing);
      if (seen === this.seen) for (const card of read) memory.set(card.productId, card);
      for (const oldest of memory.keys()) {
        if (memory.size <= CARDS_AT_MOST) break;
        memory.delete(oldest);
      }
      const found = new Map(read.map((c) => [c.productId, c]));
      return ids.flatMap((id) => memory.get(id) ?? found.get(id) ?? []);
    }
    return ids.flatMap((id) => memory.get(id) ?? []);
  }

  /** `card` as JSON with the wire's names, made once per card (a page of them costs a join). */
  cardJson(card: ProductCard): string {
    let json = this.cardJsons.get(card);
    if (json === undefined) this.cardJsons.set(card, (json = wireJson(card)));
    return json;
  }

  /** Lets its memory go: the handle is closing. */
  close() {
    if (this.closed) return;
    this.closed = true;
    live--;
    clearTimeout(this.nextBuild);
    this.held = undefined;
    this.orders.clear();
    this.cardMemory.clear();
    this.perVersion = undefined;
    this.sitemapFiles.clear();
  }

  /** What it holds now (a test's check that closing lets it go). */
  get holds() {
    return {
      index: this.held !== undefined,
      cards: this.cardMemory.size,
      orders: this.orders.size,
      sitemapFiles: this.sitemapFiles.size,
    };
  }

  private async versioned() {
    await this.sync();
    const version = this.seen!;
    if (this.perVersion?.version !== version) {
      const categories = repo
        .listCategories(this.db.reads)
        .then((rows) => new Map(rows.map((c) => [c.category_id, c])));
      const named = categories.then((byId) =>
        [...byId.values()]
          .sort((a, b) => a.category_id - b.category_id)
          .map((category) => ({ category, names: searchTokens(category.display_name) })),
      );
      named.catch(() => {}); // handled with `categories` below
      const synonyms = indexRepo
        .readSynonyms(this.db.reads)
        .then((rows) => rows.map(synonymGroupOf).filter((group) => group.length > 1));
      const held = { version, categories, named, synonyms, totals: new Map<string, Promise<number>>() };
      this.perVersion = held;
      // A failed read is not kept: the next call tries again.
      for (const read of [categories, synonyms])
        read.catch(() => {
          if (this.perVersion === held) this.perVersion = undefined;
        });
    }
    return this.perVersion;
  }

  /** Reads the committed version; when the catalogue moved, catches up (in turn with other requests). */
  private async sync(): Promise<void> {
    if (this.closed) return;
    const version = await this.db.catalogVersion();
    if (version === this.seen && (this.building || !this.held || this.applied === version)) return;
    const next = this.catchingUp.then(() => this.catchUp());
    this.catchingUp = next.catch(() => {});
    return next;
  }

  private async catchUp(): Promise<void> {
    const version = await this.db.catalogVersion();
    if (version !== this.seen) {
      this.seen = version;
      this.ticks++;
    }
    if (!this.held) {
      this.cardMemory.clear();
      return; // the first build is begun by the first use that needs it
    }
    if (this.building || this.applied === version) {
      if (this.building) this.cardMemory.clear(); // the build catches up from the log when done
      return;
    }
    if (!(await this.patch(this.applied, version))) {
      this.cardMemory.clear();
      this.buildInTurn();
    }
  }

  /** Builds again now, or when the spacing after the last build allows (`indexRebuild`). */
  private buildInTurn() {
    if (this.building || this.nextBuild || this.closed) return;
    const spaced = this.lastBuildMs >= indexRebuild.waitBelowMs;
    const wait = spaced ? this.lastBuildEndedAt + indexRebuild.spacing * this.lastBuildMs - performance.now() : 0;
    if (wait <= 0) {
      void this.startBuild().catch(() => {}); // tried again on the next use
      return;
    }
    // Capped: a timer past 2^31 - 1 ms fires at once.
    this.nextBuild = setTimeout(
      () => {
        this.nextBuild = undefined;
        if (!this.closed) void this.startBuild().catch(() => {});
      },
      Math.min(wait, 0x7fffffff),
    );
    this.nextBuild.unref();
  }

  /**
   * Changes in place the products the versions after `from` up to `to` touched, from the change
   * log (migration 034), and adds the new ones. False when that is not possible: a version of the
   * whole catalogue, more than PATCH_AT_MOST products, a product withdrawn or put back on sale,
   * its colours or sizes changed, versions no longer logged.
   */
  private async patch(from: number, to: number): Promise<boolean> {
    const index = this.held!;
    if (to - from > VERSIONS_AT_MOST || to < from) return false;
    const changes = await indexRepo.readChanges(this.db.reads, from, to);
    if (new Set(changes.map((c) => c.version)).size !== to - from) return false; // pruned
    if (changes.some((c) => c.inventory_id === null)) return false;
    const ids = [...new Set(changes.map((c) => c.inventory_id!))].filter((id) => id !== 0);
    const held = (id: number) => positionOf(index.facts, id) !== undefined;
    const newIds = ids.filter((id) => !held(id));
    if (ids.length - newIds.length > PATCH_AT_MOST || newIds.length > APPEND_AT_MOST) return false;
    if (ids.length > 0) {
      const [rows, addons, variants] = await Promise.all([
        indexRepo.readProductsByIds(this.db.reads, ids),
        indexRepo.readAddonsByIds(this.db.reads, ids),
        indexRepo.readVariantsByIds(this.db.reads, ids),
      ]);
      if (this.closed) return true;
      const rowOf = new Map(rows.map((r) => [r.inventory_id, r]));
      const [addonsOf, variantsOf] = [byProduct(addons), byProduct(variants)];
      const reads = ids.map((id) => ({
        id,
        read: { row: rowOf.get(id), addons: addonsOf.get(id) ?? [], variants: variantsOf.get(id) ?? [] },
      }));
      // Not held and not on sale (made and withdrawn between two versions, or hidden): nothing to change.
      const added = reads.filter(({ id, read }) => !held(id) && read.row);
      this.forgetOrdersOf(index, ids);
      for (const { id, read } of reads) if (held(id) && !patchProduct(index, id, read)) return false;
      if (added.length > 0 && !appendProducts(index, added)) return false;
      this.forgetOrdersOf(index, ids);
      for (const { id } of reads) this.cardMemory.delete(id);
      this.stats.patchedProducts += reads.length;
    }
    this.applied = to;
    this.ticks++;
    return true;
  }

  /** Builds the whole index at the version seen before it begins, then catches up from the log. */
  private startBuild(): Promise<void> {
    if (this.building) return this.building;
    const started = performance.now();
    this.stats.builds++;
    const building = (async () => {
      const version = await this.db.catalogVersion();
      const index = await buildCatalogueIndex(this.db);
      if (this.closed) return;
      this.held = index;
      this.applied = version;
      this.lastBuildEndedAt = performance.now();
      this.lastBuildMs = this.lastBuildEndedAt - started;
      this.orders.clear();
      this.ticks++;
    })();
    this.building = building;
    building
      .finally(() => {
        if (this.building === building) this.building = undefined;
      })
      .then(
        () => this.sync(),
        () => {},
      )
      .catch(() => {}); // the next use tries again
    return building;
  }

  /**
   * "In stock" follows sales: a sale or restock bumps only its product's version, not the
   * catalogue's, so at most once a second while answers are asked for, the total of product
   * versions is read and, when it moved since the sold-out bits were last read, which products
   * and combinations are sold out is read again (one scan of the stock tables, off the request)
   * and their bits flipped; the generation rises when any flipped. The scan of half a million
   * combinations (100 000 products) held SQLite's event loop 100–250 ms every second, a sixth of
   * the CPU of product pages under load, while nothing had been sold.
   */
  private refreshStockNowAndThen() {
    const index = this.held;
    if (!index || this.readingStock || Date.now() - this.stockReadAt < STOCK_REFRESH_MS) return;
    this.readingStock = true;
    const startedAt = Date.now();
    const patched = this.stats.patchedProducts;
    indexRepo
      .readProductVersionsTotal(this.db.reads)
      .then(async (versions) => {
        const last = this.stockRead;
        if (last?.index === index && last.patched === patched && last.versions === versions) return;
        const [soldOut, soldOutVariants] = await Promise.all([
          indexRepo.readSoldOutIds(this.db.reads),
          indexRepo.readSoldOutVariantIds(this.db.reads),
        ]);
        if (this.held !== index) return; // built again meanwhile: it read the stock itself
        // Both, not the first alone: `||` would skip the combinations when a product flipped.
        const products = applySoldOut(index.facts, soldOut);
        const combinations = applySoldOutVariants(index.facts, soldOutVariants);
        if (products || combinations) this.ticks++;
        // A product changed in place meanwhile may have put back stock read before these: read again next time.
        if (this.stats.patchedProducts === patched) this.stockRead = { index, patched, versions };
      })
      .then(() => {
        this.stockReadAt = startedAt;
      })
      .catch(() => {}) // tried again on the next ask
      .finally(() => {
        this.readingStock = false;
      });
  }
}

/** Whether `promise` settles within `ms` (its rejection is passed on). */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(() => resolve(true), reject).finally(() => clearTimeout(timer));
  });
}

const scopeKey = (category: repo.CategoryScope | null) =>
  category ? `${category.isRoot ? 'root' : 'sub'}:${category.categoryId}` : 'all';

/**
 * A scope's products in `sort`'s order, as positions: one pass over the sort's order into an
 * array of the catalogue's size, then the used part copied (one allocation, no growing list).
 */
function scopePositions(index: CatalogIndex, category: repo.CategoryScope | null, sort: ProductSort): Int32Array {
  const { order } = index.sorts[sort];
  if (!category) return order;
  const of = category.isRoot ? index.facts.root : index.facts.sub;
  const wanted = category.categoryId;
  const out = new Int32Array(order.length);
  let n = 0;
  for (let r = 0; r < order.length; r++) {
    const p = order[r]!;
    if (of[p] === wanted) out[n++] = p;
  }
  return out.slice(0, n);
}

const models = new WeakMap<Db, CatalogReadModel>();

/** The read model of a database handle, made on first use and let go when the handle closes. */
export function readModelOf(db: Db): CatalogReadModel {
  let model = models.get(db);
  if (!model) {
    const made = new CatalogReadModel(db);
    models.set(db, (model = made));
    db.onClose(() => {
      made.close();
      models.delete(db);
    });
  }
  return model;
}

/** How many read models are open (each closes with its handle). */
export const openReadModels = () => live;
