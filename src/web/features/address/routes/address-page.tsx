import { useState } from 'react';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router';
import { ChevronLeft, MapPinned, Plus } from 'lucide-react';
import { addressTypes, type Address, type AddressFields, type AddressType } from '@shared/schemas/address';
import { CheckoutSteps } from '@web/components/checkout-steps';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateAddress } from '../api/create-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { AddressCard } from '../components/address-card';
import { AddressDialog, type AddressDialogMode } from '../components/address-dialog';
import { DeleteAddressDialog } from '../components/delete-address-dialog';
import { addressBookPath, fromCheckout, type FromCheckout } from '../lib/from-checkout';
import { paths } from '@web/lib/paths';

const TITLES: Record<AddressType, string> = { shipping: 'Shipping addresses', billing: 'Billing addresses' };

function isAddressType(value: string | undefined): value is AddressType {
  return (addressTypes as readonly (string | undefined)[]).includes(value);
}

/** /address/{addressType}, where the type is billing or shipping; anything else is a 404. */
export function AddressPage() {
  const { addressType } = useParams();
  const [params] = useSearchParams();
  if (!isAddressType(addressType)) return <Navigate to={paths.notFound()} replace />;
  // From the checkout the page is its Delivery step (lib/from-checkout.ts).
  const checkout = fromCheckout(params);
  // Keyed so that switching type starts with closed dialogs.
  return <AddressBook key={addressType} addressType={addressType} checkout={checkout} />;
}

function AddressBook({ addressType, checkout }: { addressType: AddressType; checkout: FromCheckout }) {
  useDocumentTitle(TITLES[addressType]);
  const addresses = useAddresses(addressType);
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const deleteAddress = useDeleteAddress();
  const [dialog, setDialog] = useState<{ open: boolean; mode: AddressDialogMode }>({
    open: false,
    mode: { kind: 'add' },
  });
  const [toDelete, setToDelete] = useState<Address | null>(null);

  const list = addresses.data?.list;

  async function save(fields: AddressFields) {
    const { mode } = dialog;
    if (mode.kind === 'edit') {
      await updateAddress.mutateAsync({ addressId: mode.address.addressId, fields });
    } else {
      // Only the first address of a type asks to be the default.
      await createAddress.mutateAsync({ fields, addressType, isDefault: (list?.length ?? 0) === 0 });
    }
    setDialog((current) => ({ ...current, open: false }));
  }

  function confirmDelete(address: Address) {
    deleteAddress.mutate(address.addressId, { onSuccess: () => setToDelete(null) });
  }

  const pendingUpdate = updateAddress.isPending ? updateAddress.variables : undefined;
  const settingDefaultId = pendingUpdate && 'isDefault' in pendingUpdate ? pendingUpdate.addressId : null;

  return (
    <div className="px-4 pt-6 pb-16 md:px-8 md:pt-10">
      {/* On the way to paying, the addresses are the checkout's Delivery step. */}
      {checkout && <CheckoutSteps current={1} className="mx-auto mb-8 max-w-xl md:mb-12" />}
      <Link
        to={checkout ? paths.checkout(checkout.couponCode) : paths.account()}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {checkout ? 'Back to checkout' : 'My account'}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-ink md:text-4xl">{TITLES[addressType]}</h1>
          <AddressTypeSwitch current={addressType} checkout={checkout} />
        </div>
        <Button onClick={() => setDialog({ open: true, mode: { kind: 'add' } })}>
          <Plus aria-hidden="true" className="size-4" />
          Add address
        </Button>
      </div>

      <div className="mt-8">
        {addresses.isPending ? (
          <ul aria-busy="true" aria-label="Loading addresses" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton className="h-56 rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : addresses.isError ? (
          <LoadError
            message="We couldn't load your addresses."
            onRetry={() => void addresses.refetch()}
            className="py-16"
          />
        ) : list && list.length > 0 ? (
          <ul aria-label={TITLES[addressType]} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((address) => (
              <li key={address.addressId}>
                <AddressCard
                  address={address}
                  onEdit={() => setDialog({ open: true, mode: { kind: 'edit', address } })}
                  onDelete={() => setToDelete(address)}
                  onSetDefault={() => updateAddress.mutate({ addressId: address.addressId, isDefault: true })}
                  settingDefault={settingDefaultId === address.addressId}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-line px-6 py-16 text-center">
            <MapPinned aria-hidden="true" className="size-10 text-muted" strokeWidth={1.5} />
            <p className="mt-4 text-lg text-ink">The address list is empty</p>
          </div>
        )}
      </div>

      <AddressDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        mode={dialog.mode}
        addressType={addressType}
        onSubmit={save}
      />
      <DeleteAddressDialog
        address={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        deleting={deleteAddress.isPending}
      />
    </div>
  );
}

/** Both address books are one click apart, without going back to the account (or checkout) page. */
function AddressTypeSwitch({ current, checkout }: { current: AddressType; checkout: FromCheckout }) {
  return (
    <nav aria-label="Address type" className="mt-3 inline-flex rounded-full bg-surface p-1 text-sm">
      {addressTypes.map((type) => (
        <NavLink
          key={type}
          to={addressBookPath(type, checkout)}
          className={cn(
            'rounded-full px-4 py-1.5 capitalize transition-colors focus-visible:outline-2 focus-visible:outline-accent',
            type === current ? 'bg-canvas font-medium text-ink shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          {type}
        </NavLink>
      ))}
    </nav>
  );
}
