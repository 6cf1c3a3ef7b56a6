import type { Address } from '@shared/schemas/address';
import { countryName } from '@web/features/address';

/** An address in a few lines, as the checkout sections and the picker show it. */
export function AddressSummary({ address }: { address: Address }) {
  const { fullName, phoneNumber, addressLine1, addressLine2, city, stateOrProvince, postalCode, countryCode } = address;
  return (
    <span className="block min-w-0 text-left text-sm text-ink-soft">
      <span className="block text-base font-semibold text-ink">{fullName}</span>
      <span className="mt-1 block">{phoneNumber}</span>
      <span className="block break-words">
        {addressLine1}
        {addressLine2 && `, ${addressLine2}`}
      </span>
      <span className="block">
        {city}, {stateOrProvince} {postalCode}, {countryName(countryCode)}
      </span>
    </span>
  );
}
