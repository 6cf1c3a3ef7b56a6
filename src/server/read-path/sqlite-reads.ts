import type SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from '@server/db/schema';
import { CATALOG_VERSION_SQL } from './catalog-version-watch.js';
import { PRODUCT_VERSION_SQL } from './product-versions.js';
import { readDirectly } from './compiled-once.js';
import { limitPlannedOnce } from './sqlite-replan.js';
import type { OpenedReadPath } from './read-path.js';

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
): { prepare(sql: string): SQLite.Statement; close(): void } {
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

/** Each statement's column names, read once (the statement is kept by the cache above). */
const columnNames = new WeakMap<SQLite.Statement, string[]>();

/**
 * A read's rows as objects, as `statement.all` makes them, but made here from its raw rows:
 * better-sqlite3 looks each column's name up in V8's string table for every row, about a
 * third of a product page's read (18 columns, one row: 16 → 11 µs, medians on a busy machine);
 * objects built with the same keys in the same order share one shape. The statement is lent back in its usual mode (Kysely's reads share it).
 */
function rowsOf(statement: SQLite.Statement, parameters: readonly unknown[]): Record<string, unknown>[] {
  if (!statement.reader) return statement.all(parameters) as Record<string, unknown>[];
  let names = columnNames.get(statement);
  if (!names) columnNames.set(statement, (names = statement.columns().map((c) => c.name)));
  let raw: unknown[][];
  try {
    raw = statement.raw(true).all(parameters) as unknown[][];
  } finally {
    statement.raw(false);
  }
  return raw.map((values) => {
    const row: Record<string, unknown> = {};
    for (let at = 0; at < names.length; at++) row[names[at]!] = values[at];
    return row;
  });
}

/** Address space, not memory: the kernel keeps what is read in its page cache either way. */
const READER_MMAP_BYTES = 1024 * 1024 * 1024;

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

/**
 * SQLite's connections as the read path wants them: the writing connection (`writerOf` makes
 * Kysely on it, with the database's transaction rules) keeps its statements prepared; public
 * reads get a read-only connection of their own, `readerOf(file)`, unless the database lives in
 * memory. Versions are read on every request, in the turn's read snapshot.
 */
export function sqliteReadPath(options: {
  sqlite: SQLite.Database;
  /** The read-only connection on the same file, or null for `:memory:`. */
  reader: SQLite.Database | null;
  statementCacheSize?: number;
  writerOf: (database: SqliteDatabase) => Kysely<Database>;
}): OpenedReadPath {
  const { sqlite, reader } = options;
  const cacheSize = options.statementCacheSize ?? 500;
  // Not yet open: the writer's hook below needs it, and the reader is made after the writer.
  let turns: ReturnType<typeof readInTurns> | null = null;
  const kysely = options.writerOf(
    withStatementCache(sqlite, cacheSize, (statement) => {
      // A statement that answers no rows (a write, a commit) or writes (an insert with RETURNING answers rows).
      if (!statement.reader || !statement.readonly) turns?.end(); // the next read sees this write
    }),
  );
  // Public reads get a read-only connection of their own: never queued behind Kysely's single
  // connection, never seeing another request's uncommitted transaction.
  let reads: Kysely<Database> = kysely;
  if (reader) {
    // Catalogue reads map the file instead of copying pages through read(2): at 100 000
    // products the file is ~300 MB and a miss touches pages no cache of ours holds.
    reader.pragma(`mmap_size = ${READER_MMAP_BYTES}`);
    const inTurns = (turns = readInTurns(reader));
    const statements = withStatementCache(reader, cacheSize, inTurns.enter);
    reads = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
    readDirectly(reads, (text, parameters) => rowsOf(statements.prepare(text), parameters));
  }
  const queryVersion = async (text: string, parameters: number[] = []) =>
    Number((await kysely.executeQuery<{ version: number }>(CompiledQuery.raw(text, parameters))).rows[0]?.version ?? 0);
  // Prepared on first use: the tables exist only once the migrations have run.
  let readVersion: SQLite.Statement | undefined;
  let readProductVersion: SQLite.Statement | undefined;
  return {
    kysely,
    reads,
    catalogVersion: async () => {
      if (!reader) return queryVersion(CATALOG_VERSION_SQL);
      readVersion ??= reader.prepare(CATALOG_VERSION_SQL).pluck();
      turns!.enter();
      return Number(readVersion.get() ?? 0);
    },
    productVersion: async (productId) => {
      if (!reader) return queryVersion(PRODUCT_VERSION_SQL, [productId]);
      readProductVersion ??= reader.prepare(PRODUCT_VERSION_SQL).pluck();
      turns!.enter();
      return Number(readProductVersion.get(productId) ?? 0);
    },
    catchUp: async () => {},
    close: async () => {
      if (reads !== kysely) await reads.destroy(); // closes the reader
      await kysely.destroy();
    },
  };
}
