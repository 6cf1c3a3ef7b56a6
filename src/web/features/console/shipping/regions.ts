import { COUNTRY_CODES, STATES_COUNTRY, US_STATES } from '@shared/regions';
import { countryName } from '@web/features/address';

/** Where a zone or a tax rate applies: a country, or (in the United States) one of its states. */
interface Region {
  countryCode: string;
  stateOrProvince?: string;
}

/** "United States" for a whole country, "California, United States" for a state of it. */
export function regionText({ countryCode, stateOrProvince }: Region): string {
  const country = countryName(countryCode);
  return stateOrProvince ? `${US_STATES[stateOrProvince] ?? stateOrProvince}, ${country}` : country;
}

/** A zone's regions in one line, for its card. */
export const regionsText = (regions: Region[]) => regions.map(regionText).join(' · ');

let countries: { code: string; name: string }[] | undefined;
/** Every country the API knows, by name; built on first use (ICU's region names). */
export function countryOptions() {
  countries ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return countries;
}

/** The states of the United States, by name. */
export const stateOptions = Object.entries(US_STATES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export { STATES_COUNTRY };

/** A select's "Whole country" (empty) is no state at all, as the API takes it. */
export const noStateWhenEmpty = { setValueAs: (v: string | undefined) => (v ? v : undefined) };
