/**
 * 1234567 → '1,234,567'. Written out rather than `toLocaleString('en-US')`: that builds an ICU
 * number format on each call, and the first one loads ICU's data (about 10 ms on a phone), which
 * the storefront's first render paid inside its longest task.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Amounts travel in minor units (cents); only the web formats them, as `$12.34`. */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
