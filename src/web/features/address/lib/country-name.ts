/** Built on first use: constructing it loads ICU's region names, which a first page does not need. */
let regionNames: Intl.DisplayNames | undefined;

/** 'US' → 'United States'; an unknown code is shown as it is. */
export function countryName(countryCode: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
