const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'US' → 'United States'; an unknown code is shown as it is. */
export function countryName(countryCode: string): string {
  try {
    return regionNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
