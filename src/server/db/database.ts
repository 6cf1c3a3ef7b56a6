import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  SqliteDriver,
  type DatabaseConnection,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema.js';
import { migrateToLatest } from './migrator.js';
import { CATALOG_VERSION_SQL, watchCatalogVersion, type VersionWatch } from './catalog-version-watch.js';
import { PRODUCT_VERSION_PG_SQL, PRODUCT_VERSION_SQL } from './product-versions.js';
import type { Dialect, Executor, Tx } from './transaction.js';
import { readDirectly } from './compiled-once.js';
import { forgetStat4Samples, limitPlannedOnce } from './sqlite-replan.js';

export type { Dialect, Executor, Tx } from './transaction.js';

export interface Db {
  kysely: Executor;
  /**
   * For reads outside a transaction (the storefront's public answers): what is committed, and
   * never queued behind another request's write transaction. SQLite: a read-only connection of
   * its own, whose compiled-once reads run synchronously; PostgreSQL: the pool, as `kysely`
   * (its compiled-once reads on connections of their own that keep one plan per statement).
   */
  reads: Executor;
  dialect: Dialect;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The committed catalogue version (bumped by trigger on every catalogue write). */
  catalogVersion(): Promise<number>;
  /** The committed version of one product (bumped by trigger when its reviews change); 0 before any. */
  productVersion(inventoryId: number): Promise<number>;
  /**
   * Call after committing a catalogue or stock write: this instance's next public answer then
   * shows it at once. PostgreSQL otherwise learns versions from announcements a moment after
   * commit; SQLite reads the committed versions on every request, so there it does nothing.
   */
  catchUp(inventoryIds?: number[]): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; anything else is a SQLite file path (or :memory:). */
  url: string;
  /** PostgreSQL only: a schema of its own (tests give each file one). */
  schema?: string;
  poolSize?: number;
  /**
   * How many statements to keep prepared (0: none, as Kysely does). SQLite: the most recently
   * used; PostgreSQL: the first so many distinct reads, named, on each connection.
   */
  statementCacheSize?: number;
}

/**
 * SQLite transactions begin `immediate`: the write lock is taken at the start, so two
 * transactions (even from two processes sharing the file) never both read and then fail to
 * upgrade to writing; they queue on busy_timeout instead. That is what lets `lockForUpdate`
 * do nothing on SQLite.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * better-sqlite3 with its prepared statements kept by SQL text (least recently used out first):
 * Kysely's driver prepares every query anew, which was about a third of the cost of a catalogue
 * query. Reuse is safe: Kysely runs one query at a time on its one connection, and SQLite
 * re-prepares a statement by itself after a schema change.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  max: number,
  /** Called with each statement just before it runs. */
  beforeRun: (statement: SQLite.Statement) => void = () => {},
): SqliteDatabase & { prepare(sql: string): SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>();
  const cached = (sql: string) => {
    if (max <= 0) return sqlite.prepare(limitPlannedOnce(sql));
    let statement = statements.get(sql);
    if (statement)
      statements.delete(sql); // re-inserted last: the Map's order is the eviction order
    else statement = sqlite.prepare(limitPlannedOnce(sql));
    statements.set(sql, statement);
    if (statements.size > max) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return {
    prepare(sql: string) {
      const statement = cached(sql);
      beforeRun(statement); // Kysely's driver runs it at once, synchronously, after preparing it
      return statement;
    },
    close: () => sqlite.close(),
  };
}

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
      return {
        query: ((text: string | pg.Submittable, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text); // a cursor
          const name = nameOf(text);
          return name ? client.query({ name, text, values }) : client.query(text, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/** Address space, not memory: the kernel keeps what is read in its page cache either way. */
const READER_MMAP_BYTES = 1024 * 1024 * 1024;

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly driverConfig: SqliteDialectConfig) {
    super(driverConfig);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.driverConfig);
  }
}

function transactionsOf(kysely: Kysely<Database>, dialect: Dialect): Db['transaction'] {
  return (fn) => kysely.transaction().execute((trx) => fn({ kysely: trx, dialect }));
}

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/**
 * The reads of one turn of the event loop share one read transaction on `reader`: taking
 * SQLite's WAL read lock costs system calls (6–20 µs), more than a small read itself, and a
 * public request makes two to five reads. What a turn reads is one snapshot of what was
 * committed. `end` is called as this process writes, so its next read sees the write at once;
 * another process's write shows from the next turn on, as if the read had come a moment earlier.
 * Ending every turn lets checkpoints pass the snapshot.
 */
function readInTurns(reader: SQLite.Database) {
  const begin = reader.prepare('begin');
  const commit = reader.prepare('commit');
  let open = false;
  const end = () => {
    if (!open) return;
    open = false;
    if (reader.open) commit.run();
  };
  return {
    enter: () => {
      if (open) return;
      begin.run();
      open = true;
      setImmediate(end);
    },
    end,
  };
}

/** The file a SQLite DATABASE_URL names (a path, or `file:`/`sqlite:` and a path). */
export function sqliteFileOf(url: string): string {
  return url.replace(/^(file:|sqlite:)/, '');
}

export function openDb(options: DbOptions): Db {
  if (isPostgresUrl(options.url)) {
    // int8 (count(*), sums) arrives as text by default; our numbers fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const poolOf = (settings: string[]) =>
      new pg.Pool({
        connectionString: options.url,
        max: options.poolSize ?? 10,
        options: [...settings, ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
      });
    const pool = poolOf([]);
    // The catalogue's compiled-once reads (a page's ids, cards, a product page) have one good
    // plan whatever their values. PostgreSQL would plan them anew on every run: a generic plan
    // of `limit $3 offset $4` is estimated at a tenth of the table, 60 times a custom plan's cost,
    // so it never chooses it. They get connections of their own that always use the generic
    // plan, made once per connection (category misses +60 % in bench/catalog); other reads,
    // searches among them, whose best plan depends on their words, are planned as before.
    const catalogPool = poolOf(['-c plan_cache_mode=force_generic_plan']);
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
    const readProductVersion = async (inventoryId: number) =>
      Number(
        (await pool.query({ name: 'product_version', text: PRODUCT_VERSION_PG_SQL, values: [inventoryId] })).rows[0]
          ?.version ?? 0,
      );
    let watch: VersionWatch | null = null;
    const startWatch = () =>
      (watch ??= watchCatalogVersion({
        connectionString: options.url,
        application_name: `shop-catalog-watch${options.schema ? `:${options.schema}` : ''}`,
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      }));
    const catalogVersion = async () => startWatch().current() ?? readVersion();
    const productVersion = (inventoryId: number) =>
      startWatch().productVersion(inventoryId, () => readProductVersion(inventoryId));
    const catchUp = async (inventoryIds: number[] = []) => startWatch().catchUp(readVersion, inventoryIds);
    const close = async () => {
      await watch?.close();
      await Promise.all([kysely.destroy(), catalogPool.end()]);
    };
    return {
      kysely,
      reads: kysely,
      dialect: 'postgres',
      transaction: transactionsOf(kysely, 'postgres'),
      catalogVersion,
      productVersion,
      catchUp,
      close,
    };
  }
  const file = sqliteFileOf(options.url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Refreshes planner statistics where they are missing or stale (cheap; SQLite's advice).
  sqlite.pragma('optimize = 0x10002');
  forgetStat4Samples(sqlite);
  // Not yet open: the writer's hook below needs it, and the reader is made after the writer.
  let turns: ReturnType<typeof readInTurns> | null = null;
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({
      database: withStatementCache(sqlite, options.statementCacheSize ?? 500, (statement) => {
        if (!statement.reader) turns?.end(); // the next read sees this write
      }),
    }),
  });
  // Public reads get a read-only connection of their own: never queued behind Kysely's single
  // connection, never seeing another request's uncommitted transaction.
  const reader = file === ':memory:' ? null : new SQLite(file, { readonly: true });
  let reads: Kysely<Database> = kysely;
  if (reader) {
    // Catalogue reads map the file instead of copying pages through read(2): at 100 000
    // products the file is ~300 MB and a miss touches pages no cache of ours holds.
    reader.pragma(`mmap_size = ${READER_MMAP_BYTES}`);
    const inTurns = (turns = readInTurns(reader));
    const statements = withStatementCache(reader, options.statementCacheSize ?? 500, inTurns.enter);
    reads = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
    readDirectly(reads, (text, parameters) => statements.prepare(text).all(parameters));
  }
  const queryVersion = async (text: string, parameters: number[] = []) =>
    Number((await kysely.executeQuery<{ version: number }>(CompiledQuery.raw(text, parameters))).rows[0]?.version ?? 0);
  // Prepared on first use: the tables exist only once the migrations have run.
  let readVersion: SQLite.Statement | undefined;
  let readProductVersion: SQLite.Statement | undefined;
  const catalogVersion = async () => {
    if (!reader) return queryVersion(CATALOG_VERSION_SQL);
    readVersion ??= reader.prepare(CATALOG_VERSION_SQL).pluck();
    turns!.enter();
    return Number(readVersion.get() ?? 0);
  };
  const productVersion = async (inventoryId: number) => {
    if (!reader) return queryVersion(PRODUCT_VERSION_SQL, [inventoryId]);
    readProductVersion ??= reader.prepare(PRODUCT_VERSION_SQL).pluck();
    turns!.enter();
    return Number(readProductVersion.get(inventoryId) ?? 0);
  };
  const close = async () => {
    if (reads !== kysely) await reads.destroy(); // closes the reader
    await kysely.destroy();
  };
  return {
    kysely,
    reads,
    dialect: 'sqlite',
    transaction: transactionsOf(kysely, 'sqlite'),
    catalogVersion,
    productVersion,
    catchUp: async () => {},
    close,
  };
}

/** Opens the database and brings its schema to the latest migration. */
export async function openMigratedDb(options: DbOptions): Promise<Db> {
  const db = openDb(options);
  await migrateToLatest(db);
  return db;
}
