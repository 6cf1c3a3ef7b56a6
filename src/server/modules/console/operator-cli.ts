/**
 * Makes an account an owner of the staff, or takes it off the staff — for the first owner and
 * for recovery; everyone else is invited from the console (/admin/staff):
 *
 *   npm run operator -- grant EMAIL
 *   npm run operator -- revoke EMAIL
 *
 * against the configured database (DATABASE_URL, else DATA_DIR/shop.db), while the shop runs.
 */
import path from 'node:path';
import { openMigratedDb } from '@server/db/database';
import { setOperator, type ConsoleCommand } from './operator-role.js';

const USAGE =
  'Usage: npm run operator -- grant|revoke EMAIL\n  grant makes an owner: for the first owner and for recovery; invite other staff from /admin/staff';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const url = process.env.DATABASE_URL || path.join(process.env.DATA_DIR || './data', 'shop.db');
  const db = await openMigratedDb({ url });
  try {
    console.log(await setOperator(db.kysely, email, command as ConsoleCommand));
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
