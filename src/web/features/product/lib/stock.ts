import type { Product } from '@shared/schemas/catalog';

/** What the product page says about stock: the count only when few are left. */
export function stockText({ stock, stockState }: Pick<Product, 'stock' | 'stockState'>): string {
  if (stockState === 'sold_out') return 'Out of stock';
  if (stockState === 'low') return `Only ${stock} left`;
  return 'In stock';
}
