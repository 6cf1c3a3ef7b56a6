import type { AddressRow, NewAddressRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

export type AddressValues = Pick<
  AddressRow,
  'full_name' | 'phone_number' | 'address_line1' | 'address_line2' | 'city' | 'state_or_province' | 'postal_code'
>;

export async function list(db: Executor, userId: number, addressType?: AddressRow['address_type']) {
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

export async function find(db: Executor, userId: number, addressId: number) {
  return db
    .selectFrom('address')
    .selectAll()
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function countOfType(db: Executor, userId: number, addressType: AddressRow['address_type']) {
  const row = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('address_type', '=', addressType)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(db: Executor, values: NewAddressRow) {
  return (await db.insertInto('address').values(values).returning('address_id').executeTakeFirstOrThrow()).address_id;
}

export async function update(db: Executor, userId: number, addressId: number, values: AddressValues) {
  await db
    .updateTable('address')
    .set(values)
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .execute();
}

export async function clearDefault(db: Executor, userId: number, addressType: AddressRow['address_type']) {
  await db
    .updateTable('address')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('address_type', '=', addressType)
    .where('is_default', '=', 1)
    .execute();
}

export async function markDefault(db: Executor, userId: number, addressId: number) {
  await db
    .updateTable('address')
    .set({ is_default: 1 })
    .where('address_id', '=', addressId)
    .where('user_id', '=', userId)
    .execute();
}

export async function remove(db: Executor, userId: number, addressId: number) {
  await db.deleteFrom('address').where('address_id', '=', addressId).where('user_id', '=', userId).execute();
}

export async function newest(db: Executor, userId: number, addressType: AddressRow['address_type']) {
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

/** The customer's default address of a type, if one is marked. */
export async function findDefault(db: Executor, userId: number, addressType: AddressRow['address_type']) {
  return db
    .selectFrom('address')
    .selectAll()
    .where('user_id', '=', userId)
    .where('address_type', '=', addressType)
    .where('is_default', '=', 1)
    .orderBy('address_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
