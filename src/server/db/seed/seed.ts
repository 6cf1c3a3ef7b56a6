import type { Db } from '../database.js';

/** Placeholder: replaced by the demo catalogue. */
export async function seedDemoIfEmpty(db: Db, _options: { shopName: string }): Promise<boolean> {
  const row = await db.kysely.selectFrom('category').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
