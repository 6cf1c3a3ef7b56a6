import type { OrderAddress } from '@shared/schemas/order';
import { countryName } from '@web/features/address';

/** Address Info: both addresses as they were when the order was placed. */
export function OrderAddresses({ billing, shipping }: { billing: OrderAddress; shipping: OrderAddress }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AddressBlock title="Shipping address" address={shipping} />
      <AddressBlock title="Billing address" address={billing} />
    </div>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const rows: [string, string][] = [
    ['Full name', address.fullName],
    ['Phone', address.phoneNumber],
    ['Address line 1', address.addressLine1],
    ['Address line 2', address.addressLine2 || '—'],
    ['City', address.city],
    ['State or province', address.stateOrProvince],
    ['Postal code', address.postalCode],
    ['Country', countryName(address.countryCode)],
  ];
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-white/60 p-4 md:p-5">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
