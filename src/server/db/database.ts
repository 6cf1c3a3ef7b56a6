import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema.js';
import { migrateToLatest } from './migrator.js';
import type { Dialect, Executor, Tx } from './transaction.js';
import type { ReadPath } from '@server/read-path/read-path';
import { postgresReadPath } from '@server/read-path/postgres-reads';
import { sqliteReadPath } from '@server/read-path/sqlite-reads';
import { forgetStat4Samples } from '@server/read-path/sqlite-replan';

export type { Dialect, Executor, Tx } from './transaction.js';

/**
 * An open database: its writing connection and transactions, and (from `ReadPath`, built in
 * src/server/read-path/) where public reads run and which versions are committed.
 */
export interface Db extends ReadPath {
  kysely: Executor;
  dialect: Dialect;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: how to open a session of one's own on this database and schema, for LISTEN
   * (a pooled connection cannot listen). Undefined on SQLite.
   */
  listenConfig?: pg.ClientConfig;
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

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly driverConfig: SqliteDialectConfig) {
    super(driverConfig);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.driverConfig);
  }
}

function transactionsOf(kysely: Kysely<Database>, dialect: Dialect): Db['transaction'] {
  return async (fn) => {
    const committed: (() => void)[] = [];
    const result = await kysely
      .transaction()
      .execute((trx) => fn({ kysely: trx, dialect, afterCommit: (then) => committed.push(then) }));
    for (const then of committed) then();
    return result;
  };
}

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The file a SQLite DATABASE_URL names (a path, or `file:`/`sqlite:` and a path). */
export function sqliteFileOf(url: string): string {
  return url.replace(/^(file:|sqlite:)/, '');
}

export function openDb(options: DbOptions): Db {
  if (isPostgresUrl(options.url)) {
    // int8 (count(*), sums) arrives as text by default; our numbers fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const opened = postgresReadPath({
      ...options,
      poolOf: (settings) =>
        new pg.Pool({
          connectionString: options.url,
          max: options.poolSize ?? 10,
          options: [...settings, ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
        }),
    });
    return {
      ...opened,
      dialect: 'postgres',
      transaction: transactionsOf(opened.kysely, 'postgres'),
      listenConfig: {
        connectionString: options.url,
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      },
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
  const opened = sqliteReadPath({
    sqlite,
    reader: file === ':memory:' ? null : new SQLite(file, { readonly: true }),
    statementCacheSize: options.statementCacheSize,
    writerOf: (database) => new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) }),
  });
  return { ...opened, dialect: 'sqlite', transaction: transactionsOf(opened.kysely, 'sqlite') };
}

/** Opens the database and brings its schema to the latest migration. */
export async function openMigratedDb(options: DbOptions): Promise<Db> {
  const db = openDb(options);
  await migrateToLatest(db);
  return db;
}
