import { useState } from 'react';
import type { Address, AddressFields, AddressType } from '@shared/schemas/address';
import { useAddresses, useCreateAddress } from '@web/features/address';

const FIELDS = [
  'fullName',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'stateOrProvince',
  'postalCode',
] as const satisfies readonly (keyof AddressFields)[];

const fieldsOf = (address: Address): AddressFields =>
  Object.fromEntries(FIELDS.map((field) => [field, address[field]])) as AddressFields;

export const sameAddress = (a: Address, b: Address) => FIELDS.every((field) => a[field] === b[field]);

/**
 * The address an order goes to: the one the shopper picked here, else the type's default.
 * A picked address that has since been deleted falls back to the default.
 */
export function useChosenAddress(addressType: AddressType) {
  const addresses = useAddresses(addressType);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const list = addresses.data?.list ?? [];
  const chosen = list.find((a) => a.addressId === pickedId) ?? list.find((a) => a.isDefault) ?? null;
  return { addresses, chosen, pick: (address: Address) => setPickedId(address.addressId) };
}

export type ChosenAddress = ReturnType<typeof useChosenAddress>;

/**
 * The billing choice, which can follow the shipping one. A shopper with no billing address at all
 * is billed where the order goes ('Same as shipping address' ticked): the section shows the
 * shipping address, and its copy is written to the billing book only when the order is placed
 * (`settle`), so opening checkout never writes an address nobody asked for. The shop keeps the two
 * books apart, so an invoice's address stays as it was when it was sent.
 */
export function useBillingAddress(shipping: ChosenAddress) {
  const billing = useChosenAddress('billing');
  const create = useCreateAddress();
  const list = billing.addresses.data?.list;
  const follows = billing.chosen === null && list?.length === 0 && shipping.chosen !== null;
  const chosen = billing.chosen ?? (follows ? shipping.chosen : null);

  /** The billing book's copy of `address`, made now when it has none; picked. */
  async function copyOf(address: Address): Promise<Address> {
    const existing = (billing.addresses.data?.list ?? []).find((candidate) => sameAddress(candidate, address));
    const copy =
      existing ??
      (await create.mutateAsync({
        fields: fieldsOf(address),
        addressType: 'billing',
        isDefault: (billing.addresses.data?.list.length ?? 0) === 0,
      }));
    billing.pick(copy);
    return copy;
  }

  return {
    ...billing,
    chosen,
    /** Billing is the shipping address because the shopper has none of their own. */
    follows,
    copying: create.isPending,
    copyOf,
    /** The billing address to order with: the follower's copy is saved first (the client toasts a refusal). */
    settle: (): Promise<Address | null> =>
      follows && shipping.chosen ? copyOf(shipping.chosen) : Promise.resolve(billing.chosen),
  };
}

export type BillingAddress = ReturnType<typeof useBillingAddress>;
