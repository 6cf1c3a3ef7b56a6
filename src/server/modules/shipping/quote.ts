import type { ShippingMethodChoice } from '@shared/schemas/shipping';
import type { WeightBand } from '@shared/schemas/console-shipping';
import type { ShippingMethodRow } from '@server/db/schema';

/** A method offered for a cart: its price for this cart (after "free from"), and whether it is taxed. */
export interface QuotedMethod extends ShippingMethodChoice {
  taxFree: boolean;
}

export const bandsOf = (row: Pick<ShippingMethodRow, 'weight_bands_json'>) =>
  JSON.parse(row.weight_bands_json) as WeightBand[];

/**
 * A method's price for a cart, or null when it is not offered for it: switched off, or heavier
 * than its heaviest band. With bands, the first band the weight fits sets the price; then "free
 * from" makes it 0 when the items total after the coupon reaches it (at exactly that total too).
 */
export function priceOf(
  row: ShippingMethodRow,
  cart: { itemsAfterDiscount: number; weightGrams: number },
): number | null {
  if (row.active !== 1) return null;
  const bands = bandsOf(row);
  let price = row.price;
  if (bands.length > 0) {
    const band = bands.find((b) => cart.weightGrams <= b.upToGrams);
    if (!band) return null;
    price = band.price;
  }
  if (row.free_from !== null && cart.itemsAfterDiscount >= row.free_from) return 0;
  return price;
}

/** The methods offered, cheapest first, then the quicker, then the older. */
export function quoteMethods(
  rows: readonly ShippingMethodRow[],
  cart: { itemsAfterDiscount: number; weightGrams: number },
): QuotedMethod[] {
  return rows
    .flatMap((row) => {
      const price = priceOf(row, cart);
      return price === null
        ? []
        : [
            {
              shippingMethodId: row.method_id,
              name: row.name,
              price,
              deliveryDays: row.delivery_days,
              taxFree: row.tax_free === 1,
            },
          ];
    })
    .sort((a, b) => a.price - b.price || a.deliveryDays - b.deliveryDays || a.shippingMethodId - b.shippingMethodId);
}
