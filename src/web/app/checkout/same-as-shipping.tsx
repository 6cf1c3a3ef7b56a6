import type { Address } from '@shared/schemas/address';
import { sameAddress, type BillingAddress, type ChosenAddress } from './chosen-address';

/**
 * 'Same as shipping address' under Billing Address: ticking it makes the billing address the
 * shipping one in one step (the billing book's copy when it has one, else a copy made now);
 * unticking opens the billing picker to choose another.
 */
export function SameAsShipping({
  shipping,
  billing,
  onChooseOther,
}: {
  shipping: ChosenAddress;
  billing: BillingAddress;
  onChooseOther(): void;
}) {
  const from = shipping.chosen;
  if (!from || !billing.addresses.data) return null;
  const checked = billing.follows || (billing.chosen !== null && sameAddress(billing.chosen, from));

  async function copyShipping(address: Address) {
    try {
      await billing.copyOf(address);
    } catch {
      // The API client has toasted the reason (a full address book, …); billing stays as it was.
    }
  }

  return (
    <label className="mt-3 inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        disabled={billing.copying}
        aria-busy={billing.copying || undefined}
        onChange={(event) => (event.target.checked ? void copyShipping(from) : onChooseOther())}
        className="size-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      Same as shipping address
    </label>
  );
}
