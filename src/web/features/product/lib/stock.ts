/** At this many units or fewer the product page says how many are left. */
export const LOW_STOCK_THRESHOLD = 5;

/** What the product page says about stock: nothing while there is plenty. */
export function stockText(stock: number): string | null {
  if (stock <= 0) return 'Out of stock';
  if (stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return null;
}
