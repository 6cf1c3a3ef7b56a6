/**
 * A consistent copy of the shop's SQLite database, taken while the shop runs and sells:
 *
 *   npm run backup -- FILE
 *
 * of DATABASE_URL, else DATA_DIR/shop.db. Prints the integrity check of the copy and its size.
 * Restoring: stop the shop and put the file at DATA_DIR/shop.db (README, "Backups").
 */
import path from 'node:path';
import { isPostgresUrl, sqliteFileOf } from './database.js';
import { backupSqlite } from './backup.js';

const USAGE = 'Usage: npm run backup -- FILE';

async function main(argv: string[]): Promise<number> {
  const [target, ...rest] = argv;
  if (!target || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const url = process.env.DATABASE_URL || path.join(process.env.DATA_DIR || './data', 'shop.db');
  if (isPostgresUrl(url)) {
    console.error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc "$DATABASE_URL" -f FILE (restore with pg_restore)',
    );
    return 2;
  }
  const source = sqliteFileOf(url);
  try {
    const result = await backupSqlite(source, path.resolve(target));
    console.log(`${source} -> ${result.file}: ${result.bytes} bytes, integrity_check: ${result.integrity}`);
    return result.integrity === 'ok' ? 0 : 1;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
