import { useState } from 'react';
import { Check, Plus } from 'lucide-react';
import type { Address, AddressFields, AddressType } from '@shared/schemas/address';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { AddressDialog, useAddresses, useCreateAddress } from '@web/features/address';
import { cn } from '@web/lib/cn';
import { AddressSummary } from './address-summary';

interface AddressPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  addressType: AddressType;
  selectedId: number | null;
  /** Called with the chosen (or newly added) address; the picker then closes. */
  onSelect(address: Address): void;
}

const TITLES: Record<AddressType, string> = {
  shipping: 'Choose a shipping address',
  billing: 'Choose a billing address',
};

/**
 * Checkout's picker: the shopper's addresses of one type, one click to use one, and
 * 'Add address' with the address book's own dialog; a new address is used at once.
 */
export function AddressPickerDialog({
  open,
  onOpenChange,
  addressType,
  selectedId,
  onSelect,
}: AddressPickerDialogProps) {
  const addresses = useAddresses(addressType);
  const createAddress = useCreateAddress();
  const [adding, setAdding] = useState(false);
  const list = addresses.data?.list;

  function choose(address: Address) {
    onSelect(address);
    onOpenChange(false);
  }

  async function add(fields: AddressFields) {
    // Only the first address of a type asks to be the default.
    const created = await createAddress.mutateAsync({ fields, addressType, isDefault: (list?.length ?? 0) === 0 });
    setAdding(false);
    choose(created);
  }

  return (
    <>
      <Dialog open={open && !adding} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{TITLES[addressType]}</DialogTitle>
            <DialogDescription>
              {addressType === 'shipping' ? 'Where we deliver this order.' : 'The address on the invoice.'}
            </DialogDescription>
          </DialogHeader>
          <div className="max-h-[55vh] overflow-y-auto">
            {addresses.isPending ? (
              <div aria-busy="true" aria-label="Loading addresses" className="space-y-3">
                <Skeleton className="h-24 rounded-2xl" />
                <Skeleton className="h-24 rounded-2xl" />
              </div>
            ) : addresses.isError ? (
              <LoadError message="We couldn't load your addresses." onRetry={() => void addresses.refetch()} />
            ) : list && list.length > 0 ? (
              <ul aria-label="Addresses" className="space-y-3">
                {list.map((address) => {
                  const selected = address.addressId === selectedId;
                  return (
                    <li key={address.addressId}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => choose(address)}
                        className={cn(
                          'flex w-full cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-accent',
                          selected ? 'border-ink bg-white' : 'border-line bg-white/60',
                        )}
                      >
                        <AddressSummary address={address} />
                        <span className="ml-auto flex shrink-0 flex-col items-end gap-2">
                          {address.isDefault && (
                            <span className="rounded-full bg-ink px-2.5 py-1 text-[11px] leading-none font-semibold tracking-wide text-canvas uppercase">
                              Default
                            </span>
                          )}
                          {selected && <Check aria-hidden="true" className="size-5 text-accent" />}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-ink">
                The address list is empty
              </p>
            )}
          </div>
          <Button variant="outline" className="w-full" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add address
          </Button>
        </DialogContent>
      </Dialog>
      <AddressDialog
        open={open && adding}
        onOpenChange={(keepOpen) => {
          // Cancel goes back to the list rather than out of the picker.
          if (!keepOpen) setAdding(false);
        }}
        mode={{ kind: 'add' }}
        addressType={addressType}
        onSubmit={add}
      />
    </>
  );
}
