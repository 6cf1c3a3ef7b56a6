import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, MapPinPlus, Pencil } from 'lucide-react';
import type { AddressType } from '@shared/schemas/address';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { addressBookPath } from '@web/features/address';
import { cn } from '@web/lib/cn';
import { AddressPickerDialog } from './address-picker-dialog';
import { AddressSummary } from './address-summary';
import type { BillingAddress, ChosenAddress } from './chosen-address';
import { SameAsShipping } from './same-as-shipping';

const TITLES: Record<AddressType, string> = { shipping: 'Shipping Address', billing: 'Billing Address' };

/**
 * A checkout section showing the chosen address; clicking it opens the picker. The billing
 * section, given the shipping choice, offers 'Same as shipping address'. 'Manage' opens the
 * address book (to edit or delete an address) as the checkout's Delivery step, with the way back.
 * A refusal about this address (none chosen, no delivery there) is shown under it, tied to the
 * button that fixes it and announced.
 */
export function AddressSection({
  addressType,
  state,
  sameAs,
  couponCode,
  problem,
}: {
  addressType: AddressType;
  state: ChosenAddress;
  /** For the billing section: the two choices 'Same as shipping address' joins. */
  sameAs?: { shipping: ChosenAddress; billing: BillingAddress };
  /** The code the checkout applies, kept for the way back from the address book. */
  couponCode: string;
  /** Why the order cannot go with this section as it is (no address chosen, no delivery there). */
  problem?: string;
}) {
  const headingId = useId();
  const problemId = `${headingId}-problem`;
  const [pickerOpen, setPickerOpen] = useState(false);
  const { addresses, chosen } = state;
  const openPicker = () => setPickerOpen(true);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl text-ink md:text-2xl">
          {TITLES[addressType]}
        </h2>
        <Link
          to={addressBookPath(addressType, { couponCode })}
          className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          Manage<span className="sr-only"> {addressType} addresses</span>
        </Link>
      </div>
      <div className="mt-3">
        {addresses.isPending ? (
          <Skeleton className="h-28 rounded-2xl" />
        ) : addresses.isError ? (
          <LoadError
            layout="inline"
            message="We couldn't load your addresses."
            onRetry={() => void addresses.refetch()}
          />
        ) : chosen ? (
          <button
            type="button"
            onClick={openPicker}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={cn(
              'flex w-full cursor-pointer items-start gap-4 rounded-2xl border border-line bg-white/60 p-4 text-left transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-accent md:p-5',
              problem && 'border-red-700',
            )}
          >
            <AddressSummary address={chosen} />
            <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-ink">
              <Pencil aria-hidden="true" className="size-4" />
              Change
            </span>
          </button>
        ) : (
          <button
            type="button"
            onClick={openPicker}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={cn(
              'flex w-full cursor-pointer items-center justify-center gap-2 rounded-2xl border border-dashed border-line px-4 py-8 text-muted transition-colors hover:border-ink hover:text-ink focus-visible:outline-2 focus-visible:outline-accent',
              problem && 'border-red-700 text-ink',
            )}
          >
            <MapPinPlus aria-hidden="true" className="size-5" />
            No default address, click to select
          </button>
        )}
      </div>
      {problem && !addresses.isPending && (
        <p id={problemId} role="alert" className="mt-2 flex items-start gap-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      {sameAs && <SameAsShipping shipping={sameAs.shipping} billing={sameAs.billing} onChooseOther={openPicker} />}
      <AddressPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        addressType={addressType}
        selectedId={chosen?.addressId ?? null}
        onSelect={state.pick}
      />
    </section>
  );
}
