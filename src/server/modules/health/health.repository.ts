import { sql } from 'kysely';
import type { Db } from '@server/db/database';

/** The cheapest statement the database must answer itself. */
export async function databaseAnswers(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
