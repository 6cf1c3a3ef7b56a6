import { sql, type Kysely } from 'kysely';
import type { Database, AddressTable } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';

type Trx = Kysely<Database>;
export type AddressRow = Omit<AddressTable, 'address_id'> & { address_id: number };
export type AddressValues = Pick<
  AddressTable,
  'full_name' | 'phone_number' | 'address_line1' | 'address_line2' | 'city' | 'state_or_province' | 'postal_code'
>;

/**
 * Serialises one customer's address-book changes. SQLite already runs one writer at a time;
 * on PostgreSQL the customer's row is locked for the rest of the transaction.
 */
export async function lockCustomer(db: Trx, dialect: Dialect, userId: number) {
  if (dialect === 'postgres') await sql`select user_id from app_user where user_id = ${userId} for update`.execute(db);
}

export async function list(db: Trx, userId: number, addressType?: AddressTable['address_type']) {
  return db
    .selectFrom('address')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(!!addressType, (q) => q.where('address_type', '=', addressType!))
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('address_id', 'desc')
    .execute();
}

export async function find(db: Trx, userId: number, addressId: number) {
  return db
    .selectFrom('address')
    .selectAll()
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasAny(db: Trx, userId: number, addressType: AddressTable['address_type']) {
  const row = await db
    .selectFrom('address')
    .select('address_id')
    .where('user_id', '=', userId)
    .where('address_type', '=', addressType)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function insert(db: Trx, values: Omit<AddressTable, 'address_id'>) {
  return (await db.insertInto('address').values(values).returning('address_id').executeTakeFirstOrThrow()).address_id;
}

export async function update(db: Trx, userId: number, addressId: number, values: AddressValues) {
  await db
    .updateTable('address')
    .set(values)
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .execute();
}

export async function clearDefault(db: Trx, userId: number, addressType: AddressTable['address_type']) {
  await db
    .updateTable('address')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('address_type', '=', addressType)
    .where('is_default', '=', 1)
    .execute();
}

export async function markDefault(db: Trx, userId: number, addressId: number) {
  await db
    .updateTable('address')
    .set({ is_default: 1 })
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .execute();
}

export async function remove(db: Trx, userId: number, addressId: number) {
  await db.deleteFrom('address').where('address_id', '=', addressId).where('user_id', '=', userId).execute();
}

export async function newest(db: Trx, userId: number, addressType: AddressTable['address_type']) {
  return db
    .selectFrom('address')
    .select('address_id')
    .where('user_id', '=', userId)
    .where('address_type', '=', addressType)
    .orderBy('created_at', 'desc')
    .orderBy('address_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
