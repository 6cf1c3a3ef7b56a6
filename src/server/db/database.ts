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
import { openListener, type Listener, type ListenerLog } from './listener.js';
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
   * PostgreSQL: the instance's one LISTEN session (db/listener.ts), shared by whoever hears
   * announcements. Undefined on SQLite.
   */
  listener?: Listener;
  /**
   * Runs `fn` when the handle closes, before its connections do: what an instance keeps per
   * handle (the catalogue's read model) lets its memory go with it.
   */
  onClose(fn: () => void): void;
  close(): Promise<void>;
}

/** The `onClose` and `close` of a handle whose connections `closeConnections` ends. */
function closing(closeConnections: () => Promise<void>): Pick<Db, 'onClose' | 'close'> {
  const hooks: (() => void)[] = [];
  return {
    onClose: (fn) => hooks.push(fn),
    async close() {
      for (const fn of hooks.splice(0)) fn();
      await closeConnections();
    },
  };
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
  /** PostgreSQL only: extra `-c name=value` settings for every session (tests). */
  sessionSettings?: string[];
  /** Where connection trouble is told (PostgreSQL): the app's log; stderr when not given. */
  log?: ListenerLog;
}

/** A pool or LISTEN session waits this long for a connection before the request gets a 503. */
export const CONNECT_TIMEOUT_MS = 5000;

const stderrLog: ListenerLog = {
  warn: ({ err }, message) => console.warn(`${message}: ${err instanceof Error ? err.message : String(err)}`),
};

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
    const log = options.log ?? stderrLog;
    // Every session says whose it is (`shop`, and `:schema` when given), for operators and tests.
    const named = (role: string) => `${role}${options.schema ? `:${options.schema}` : ''}`;
    const settingsOf = (extra: string[]) =>
      [
        ...extra,
        ...(options.sessionSettings ?? []),
        ...(options.schema ? [`-c search_path=${options.schema}`] : []),
      ].join(' ');
    const listener = openListener(
      {
        connectionString: options.url,
        application_name: named('shop-listen'),
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        options: settingsOf([]),
      },
      log,
    );
    const opened = postgresReadPath({
      ...options,
      listener,
      poolOf: (settings) => {
        const pool = new pg.Pool({
          connectionString: options.url,
          application_name: named('shop'),
          max: options.poolSize ?? 10,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          options: settingsOf(settings),
        });
        // An idle connection the server ended (a restart, a failover, pg_terminate_backend,
        // idle_session_timeout): the pool has already dropped it and opens another on the next
        // query. Without a listener the event would end the process.
        pool.on('error', (err) => log.warn({ err }, 'the database ended an idle connection; the pool opens another'));
        return pool;
      },
    });
    return {
      ...opened,
      dialect: 'postgres',
      transaction: transactionsOf(opened.kysely, 'postgres'),
      listener,
      ...closing(async () => {
        await listener.close();
        await opened.close();
      }),
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
  return {
    ...opened,
    dialect: 'sqlite',
    transaction: transactionsOf(opened.kysely, 'sqlite'),
    ...closing(() => opened.close()),
  };
}

/** Opens the database and brings its schema to the latest migration. */
export async function openMigratedDb(options: DbOptions): Promise<Db> {
  const db = openDb(options);
  await migrateToLatest(db);
  return db;
}
