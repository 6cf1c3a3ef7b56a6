import pg from 'pg';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Database } from '@server/db/schema';
import { CATALOG_VERSION_SQL, watchCatalogVersion, type VersionWatch } from './catalog-version-watch.js';
import { PRODUCT_VERSION_PG_SQL } from './product-versions.js';
import { readDirectly } from './compiled-once.js';
import type { OpenedReadPath } from './read-path.js';
import type { Listener } from '@server/db/listener';

/**
 * Names for reads to run as named prepared statements: PostgreSQL parses and plans a named
 * statement once per connection (pg prepares it on first use on each), instead of for every
 * query. Only `select` texts are named, and at most `max` distinct ones (the catalogue's fixed
 * queries and their few shapes fit many times over); the rest run unnamed, as before.
 */
function preparedReadNames(max: number) {
  const names = new Map<string, string>();
  return (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < max && /^\s*(select|with)\b/i.test(text))
      names.set(text, (name = `shop_${names.size}`));
    return name;
  };
}

/** pg with its reads named (above). */
function withPreparedReads(pool: pg.Pool, nameOf: (text: string) => string | undefined): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      // The pool stops listening to a connection it lends: if the server ends it meanwhile (between
      // a transaction's statements), its 'error' is heard here, the statement under way fails (a
      // 503), and the pool discards the broken connection when it comes back.
      const onError = () => {};
      client.on('error', onError);
      return {
        query: ((text: string | pg.Submittable, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text); // a cursor
          const name = nameOf(text);
          return name ? client.query({ name, text, values }) : client.query(text, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          client.removeListener('error', onError);
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
}

/**
 * PostgreSQL's connections as the read path wants them: Kysely on `pool` with its reads named,
 * the compiled-once reads straight on a pool of their own, versions from the watch.
 */
export function postgresReadPath(options: {
  statementCacheSize?: number;
  /** A pool on the database with these extra session settings. */
  poolOf: (settings: string[]) => pg.Pool;
  /** The instance's LISTEN session, for the version watch. */
  listener: Listener;
}): OpenedReadPath {
  const pool = options.poolOf([]);
  // The catalogue's compiled-once reads (a page's ids, cards, a product page) have one good
  // plan whatever their values. PostgreSQL would plan them anew on every run: a generic plan
  // of `limit $3 offset $4` is estimated at a tenth of the table, 60 times a custom plan's cost,
  // so it never chooses it. They get connections of their own that always use the generic
  // plan, made once per connection (category misses +60 % in bench/catalog); other reads,
  // searches among them, whose best plan depends on their words, are planned as before.
  const catalogPool = options.poolOf(['-c plan_cache_mode=force_generic_plan']);
  const nameOf = preparedReadNames(options.statementCacheSize ?? 500);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedReads(pool, nameOf) }) });
  // Compiled-once reads go to the pool straight: Kysely's connection handling cost a quarter
  // of a catalogue read's CPU in Node (85 → 62 µs a query).
  readDirectly(kysely, async (text, values) => {
    const name = nameOf(text);
    return (await catalogPool.query({ ...(name ? { name } : {}), text, values: [...values] })).rows;
  });
  const readVersion = async () =>
    Number((await pool.query({ name: 'catalog_version', text: CATALOG_VERSION_SQL })).rows[0]?.version ?? 0);
  const readProductVersion = async (productId: number) =>
    Number(
      (await pool.query({ name: 'product_version', text: PRODUCT_VERSION_PG_SQL, values: [productId] })).rows[0]
        ?.version ?? 0,
    );
  let watch: VersionWatch | null = null;
  const startWatch = () => (watch ??= watchCatalogVersion(options.listener));
  return {
    kysely,
    reads: kysely,
    catalogVersion: async () => startWatch().current() ?? readVersion(),
    productVersion: (productId) => startWatch().productVersion(productId, () => readProductVersion(productId)),
    catchUp: async (productIds = []) => startWatch().catchUp(readVersion, productIds),
    close: async () => {
      await watch?.close();
      await Promise.all([kysely.destroy(), catalogPool.end()]);
    },
  };
}
