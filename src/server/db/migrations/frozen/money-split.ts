// A copy of modules/refund/shares.ts's split of a coupon's discount over an order's lines, as
// migration 024 used it to give refunds made before refund lines existed their lines.

/**
 * `total` cents in integer parts proportional to `weights`, by largest remainder: each part is
 * first rounded down, then the cents left over go one each to the largest remainders (the
 * earlier part on a tie). Zero weights everywhere share equally.
 */
function shareByLargestRemainder(total: number, weights: readonly number[]): number[] {
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
