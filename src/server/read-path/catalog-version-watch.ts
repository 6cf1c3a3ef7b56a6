import { itemAt } from '@shared/item-at';
import type { Listener } from '@server/db/listener';

export const CATALOG_VERSION_SQL = 'select version from catalog_version where id = 1';
export const CATALOG_CHANNEL = 'catalog_changed';

export interface VersionWatch {
  /** The version last announced, or null while not listening (callers then ask the database). */
  current(): number | null;
  /**
   * A product's version as announced or learnt while listening, or null when unknown: the
   * caller then reads it with `read` and hands the result to the watch, which keeps it only if
   * it was listening the whole time (so no announcement can have been missed meanwhile).
   */
  productVersion(productId: number, read: () => Promise<number>): Promise<number>;
  /**
   * After a write this instance committed: takes the catalogue version `read` answers now and
   * reads these products' versions anew, so this instance's next answer shows the write
   * without waiting for the announcement (an operator saves a price and looks at once).
   */
  catchUp(read: () => Promise<number>, productIds: number[]): Promise<void>;
  close(): Promise<void>;
}

/** Product versions kept per instance; past this many the map starts over (reads refill it). */
const MAX_KNOWN_PRODUCTS = 100_000;
const PRODUCT_VERSIONS_SQL = 'select inventory_id, version from product_version limit $1';
const PRODUCT_VERSIONS_OF_SQL = 'select inventory_id, version from product_version where inventory_id = any($1)';

/**
 * Keeps the catalogue version of this schema in memory on PostgreSQL: the triggers of migration
 * 005 announce every new version with NOTIFY at commit, and the instance's LISTEN session (shared,
 * db/listener.ts) hears it. A public request then needs no round trip to know whether its
 * remembered answer is current; the answer can trail a write only by the moments the
 * notification takes to arrive. Started lazily (after migrations); while the session is lost it
 * reports null, and once listening again it re-reads the versions. A session that dies silently
 * (a half-open link behind NAT) is caught by TCP keep-alive and by re-reading the version every
 * `checkMs`. It needs a session of its own: a pooler in transaction mode (PgBouncer) never
 * delivers NOTIFY.
 */
export function watchCatalogVersion(listener: Listener, checkMs = 30_000): VersionWatch {
  let known: number | null = null;
  // Product versions heard or read while listening; emptied whenever listening stops.
  let products = new Map<number, number>();
  // True once every product's version was read after LISTEN (a product without a row is at 0):
  // a product page then needs no round trip to learn its product's version.
  let allProducts = false;
  // Rises whenever listening stops, so a read that straddled a reconnection is not kept.
  let session = 0;
  let closed = false;

  const check = setInterval(() => {
    if (known === null) return;
    listener.query<{ version: number }>(CATALOG_VERSION_SQL).then(
      (rows) => {
        if (known !== null) known = Math.max(known, Number(rows[0]?.version ?? 0));
      },
      () => {}, // the listener has dropped the session: `lost` forgets, `listening` re-reads
    );
  }, checkMs);
  check.unref();

  /** Read after LISTEN, so no announcement can fall between the two. */
  async function readVersions() {
    const started = session;
    const versions = await listener.query<{ inventory_id: number; version: number }>(PRODUCT_VERSIONS_SQL, [
      MAX_KNOWN_PRODUCTS + 1,
    ]);
    const stored = Number((await listener.query<{ version: number }>(CATALOG_VERSION_SQL))[0]?.version ?? 0);
    if (session !== started || closed) return;
    known = Math.max(known ?? 0, stored);
    if (versions.length > MAX_KNOWN_PRODUCTS) return;
    for (const { inventory_id, version } of versions) learnProduct(inventory_id, Number(version));
    allProducts = products.size <= MAX_KNOWN_PRODUCTS;
  }

  function heard(message: string) {
    if (closed) return;
    const parts = message.split(':');
    if (parts.length > 1) learnProduct(Number(itemAt(parts, 0).slice(1)), Number(parts[1]));
    // Heard while the versions are still being read, too: an announcement can arrive in the
    // same chunk as that read's answer, and is then handled before the answer is taken in.
    else known = Math.max(known ?? 0, Number(parts[0]));
  }

  function learnProduct(productId: number, version: number) {
    if (products.size >= MAX_KNOWN_PRODUCTS) {
      products = new Map();
      allProducts = false;
    }
    products.set(productId, Math.max(products.get(productId) ?? 0, version));
  }

  function forget() {
    known = null;
    products = new Map();
    allProducts = false;
    session++;
  }

  const handlers = { heard, listening: readVersions, lost: forget };
  void listener.listen(CATALOG_CHANNEL, handlers);
  return {
    current: () => known,
    async productVersion(productId, read) {
      const heard = known === null ? undefined : (products.get(productId) ?? (allProducts ? 0 : undefined));
      if (heard !== undefined) return heard;
      const listening = known !== null;
      const started = session;
      const version = await read();
      // Listening since before the read began: every later write will be announced.
      if (listening && known !== null && session === started) learnProduct(productId, version);
      return version;
    },
    async catchUp(read, productIds) {
      if (known === null) return;
      const started = session;
      const [version, versions] = await Promise.all([
        read(),
        productIds.length === 0
          ? []
          : listener
              .query<{ inventory_id: number; version: number }>(PRODUCT_VERSIONS_OF_SQL, [productIds])
              .catch(() => null), // the session was lost: `lost` has forgotten everything
      ]);
      if (known === null || session !== started || versions === null) return;
      known = Math.max(known, version);
      for (const { inventory_id, version } of versions) learnProduct(inventory_id, Number(version));
    },
    async close() {
      closed = true;
      listener.unlisten(CATALOG_CHANNEL, handlers);
      clearInterval(check);
      forget();
    },
  };
}
