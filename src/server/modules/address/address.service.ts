import type { Address, AddressFields, AddressType } from '@shared/schemas/address';
import { addressFieldsSchema } from '@shared/schemas/address';
import { COUNTRY_CODE, MAX_ADDRESSES_PER_TYPE } from '@shared/constants';
import type { AddressRow } from '@server/db/schema';
import { lockForUpdate, type Tx } from '@server/db/transaction';
import { badRequest, notFound } from '@server/lib/errors';
import type { AddressDeps } from './address.deps.js';
import * as repo from './address.repository.js';
import { itemAt } from '@shared/item-at';

export function toAddress(r: AddressRow): Address {
  return {
    addressId: r.address_id,
    fullName: r.full_name,
    phoneNumber: r.phone_number,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    city: r.city,
    stateOrProvince: r.state_or_province,
    postalCode: r.postal_code,
    addressType: r.address_type,
    countryCode: r.country_code,
    isDefault: r.is_default === 1,
  };
}

function toValues(f: AddressFields): repo.AddressValues {
  return {
    full_name: f.fullName,
    phone_number: f.phoneNumber,
    address_line1: f.addressLine1,
    address_line2: f.addressLine2 ?? '',
    city: f.city,
    state_or_province: f.stateOrProvince,
    postal_code: f.postalCode,
  };
}

export async function list(deps: AddressDeps, userId: number, addressType?: AddressType): Promise<Address[]> {
  return (await repo.list(deps.db.kysely, userId, addressType)).map(toAddress);
}

/**
 * One customer's address-book changes run one after another: each locks the customer's row
 * first, so two "make this the default" calls cannot both clear and both mark.
 */
async function lockAddressBook(tx: Tx, userId: number): Promise<void> {
  await lockForUpdate(tx, 'app_user', 'user_id', userId);
}

/**
 * The first address of a type becomes the default whatever the client sends; a later one
 * becomes the default only when asked, taking it over in the same transaction. A type holds at
 * most MAX_ADDRESSES_PER_TYPE: the book is listed whole, unpaged, so it must stay small.
 */
export async function create(
  deps: AddressDeps,
  userId: number,
  input: AddressFields & { addressType: AddressType; isDefault?: boolean },
): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const count = await repo.countOfType(tx.kysely, userId, input.addressType);
    if (count >= MAX_ADDRESSES_PER_TYPE) {
      throw badRequest(
        `You can keep at most ${MAX_ADDRESSES_PER_TYPE} ${input.addressType} addresses; delete one to add another`,
      );
    }
    const first = count === 0;
    const isDefault = first || input.isDefault === true;
    if (isDefault && !first) await repo.clearDefault(tx.kysely, userId, input.addressType);
    const addressId = await repo.insert(tx.kysely, {
      ...toValues(input),
      user_id: userId,
      address_type: input.addressType,
      country_code: COUNTRY_CODE,
      is_default: isDefault ? 1 : 0,
      created_at: deps.nowIso(),
    });
    return toAddress((await repo.find(tx.kysely, userId, addressId))!);
  });
}

/**
 * Changes the fields, or just the default flag. `isDefault: true` moves the default here;
 * `false` on the default is ignored, because each type always keeps exactly one default
 * (choose another address as default instead). The body is parsed by `parseUpdate` first.
 */
export async function update(
  deps: AddressDeps,
  userId: number,
  addressId: number,
  input: { fields?: AddressFields; isDefault?: boolean },
): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await repo.find(tx.kysely, userId, addressId);
    if (!current) throw notFound('Address');
    if (input.fields) await repo.update(tx.kysely, userId, addressId, toValues(input.fields));
    if (input.isDefault === true && current.is_default !== 1) {
      await repo.clearDefault(tx.kysely, userId, current.address_type);
      await repo.markDefault(tx.kysely, userId, addressId);
    }
    return toAddress((await repo.find(tx.kysely, userId, addressId))!);
  });
}

/** Deleting the default promotes the newest remaining address of that type. */
export async function remove(deps: AddressDeps, userId: number, addressId: number): Promise<void> {
  return deps.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await repo.find(tx.kysely, userId, addressId);
    if (!current) throw notFound('Address');
    await repo.remove(tx.kysely, userId, addressId);
    if (current.is_default === 1) {
      const next = await repo.newest(tx.kysely, userId, current.address_type);
      if (next) await repo.markDefault(tx.kysely, userId, next.address_id);
    }
  });
}

/** A body with only `isDefault` sets the default; anything else must be a whole, valid address. */
export function parseUpdate(body: unknown): { fields?: AddressFields; isDefault?: boolean } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be an address');
  const record = body as Record<string, unknown>;
  const isDefault = record.isDefault;
  if (isDefault !== undefined && typeof isDefault !== 'boolean') throw badRequest('isDefault: must be true or false');
  if (Object.keys(record).every((k) => k === 'isDefault')) {
    if (isDefault === undefined) throw badRequest('Nothing to change');
    return { isDefault };
  }
  const parsed = addressFieldsSchema.safeParse(record);
  if (!parsed.success) {
    const issue = itemAt(parsed.error.issues, 0); // a failed parse has at least one issue
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  return { fields: parsed.data, isDefault };
}
