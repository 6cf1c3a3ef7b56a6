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
  const { fullName, phoneNumber, addressLine1, addressLine2, city, stateOrProvince, postalCode, countryCode } = address;
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-white/60 p-4 md:p-5">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      {/* As a label prints it: name, street, town, country; the phone under it. */}
      <address className="mt-3 text-sm leading-relaxed text-ink not-italic">
        <span className="block font-semibold">{fullName}</span>
        <span className="block break-words">{addressLine1}</span>
        {addressLine2 && <span className="block break-words">{addressLine2}</span>}
        <span className="block">
          {city}, {stateOrProvince} {postalCode}
        </span>
        <span className="block">{countryName(countryCode)}</span>
        <span className="mt-2 block text-muted">
          <span className="sr-only">Phone: </span>
          {phoneNumber}
        </span>
      </address>
    </section>
  );
}
