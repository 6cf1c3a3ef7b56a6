import type { TaxClass } from '@shared/schemas/catalog';
import { countryName } from '@web/features/address';

/** Where a zone or a tax rate applies: a country, or (in the United States) one of its states. */
interface Region {
  countryCode: string;
  stateOrProvince?: string | null;
}

/** "United States" for a whole country, "CA, United States" for a state of it. */
export function regionText({ countryCode, stateOrProvince }: Region): string {
  const country = countryName(countryCode);
  return stateOrProvince ? `${stateOrProvince}, ${country}` : country;
}

/** A zone's regions in one line, for its card and the screen reader's summary. */
export const regionsText = (regions: Region[]) => regions.map(regionText).join(' · ');

export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced',
  zero: 'Zero',
};
