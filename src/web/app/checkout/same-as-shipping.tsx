import type { Address, AddressFields } from '@shared/schemas/address';
import { useCreateAddress } from '@web/features/address';
import type { ChosenAddress } from './address-section';

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
 * 'Same as shipping address' under Billing Address: in one step the billing address becomes the
 * shipping one — the billing address book's copy when it has one, else a copy made now (the
 * shop keeps the two books apart, so an invoice's address stays as it was when it was sent).
 * Unticking opens the billing picker to choose another.
 */
export function SameAsShipping({
  shipping,
  billing,
  onChooseOther,
}: {
  shipping: ChosenAddress;
  billing: ChosenAddress;
  onChooseOther(): void;
}) {
  const create = useCreateAddress();
  const from = shipping.chosen;
  if (!from || !billing.addresses.data) return null;
  const checked = billing.chosen !== null && sameAddress(billing.chosen, from);

  async function copyShipping(address: Address) {
    const list = billing.addresses.data?.list ?? [];
    const copy = list.find((candidate) => sameAddress(candidate, address));
    if (copy) return billing.pick(copy);
    try {
      billing.pick(
        await create.mutateAsync({ fields: fieldsOf(address), addressType: 'billing', isDefault: list.length === 0 }),
      );
    } catch {
      // The API client has toasted the reason (a full address book, …); billing stays as it was.
    }
  }

  return (
    <label className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
        onChange={(event) => (event.target.checked ? void copyShipping(from) : onChooseOther())}
        className="size-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      Same as shipping address
    </label>
  );
}
