/**
 * Money split to the cent. Every split here adds up exactly to what it splits, so the parts of an
 * order (its lines, a line's units, a capped refund's lines) always add up to what was paid.
 */

/**
 * `total` cents in integer parts proportional to `weights`, by largest remainder: each part is
 * first rounded down, then the cents left over go one each to the largest remainders (the
 * earlier part on a tie). Zero weights everywhere share equally.
 */
export function shareByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const fair = sum > 0 ? weights : weights.map(() => 1);
  const whole = sum > 0 ? sum : weights.length;
  const exact = fair.map((w) => (total * w) / whole);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, index) => ({ index, remainder: x - Math.floor(x) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** What each line was paid: its total less its share of the coupon's discount. */
export function linePaidValues(lineTotals: readonly number[], discount: number): number[] {
  const shares = shareByLargestRemainder(discount, lineTotals);
  return lineTotals.map((total, i) => total - (shares[i] ?? 0));
}

/**
 * What units `from + 1 … from + count` of a line of `qty` units paid `paid` in all are worth: the
 * first k units are worth ⌊paid·k/qty⌋, so a line refunded unit by unit, in any steps, adds up
 * to exactly its paid value.
 */
export function unitsValue(paid: number, qty: number, from: number, count: number): number {
  const upTo = (k: number) => (k >= qty ? paid : Math.floor((paid * k) / qty));
  return upTo(from + count) - upTo(from);
}
