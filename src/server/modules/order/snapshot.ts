import { createHash } from 'node:crypto';
import type { Address } from '@shared/schemas/address';
import type { OrderAddress } from '@shared/schemas/order';
import { addonTypes } from '@shared/schemas/catalog';
import type { CartLineRow } from '@server/modules/cart';
import { priceLine } from '@server/modules/cart';

/** One line as the order keeps it, whatever happens to the catalogue later. */
export interface OrderLine {
  cartItemId: number;
  productId: number;
  name: string;
  coverPath: string;
  unitPrice: number;
  qty: number;
  lineTotal: number;
  addons: { addonType: string; name: string; price: number }[];
  /** The colour and size combination reserved (docs/catalog.md "Variants"); null for a product without. */
  variantId: number | null;
  /** The combination in words for refusals ("Black, size 9"); null for a product without. */
  option: string | null;
  taxClass: 'standard' | 'reduced' | 'zero';
  weightGrams: number | null;
}

/** A cart line's combination in words: "Black, size 9", "size 9", "Black"; null without combination. */
export function optionOf(row: Pick<CartLineRow, 'variant_id' | 'color_name' | 'size_name'>): string | null {
  if (row.variant_id === null) return null;
  const parts = [row.color_name, row.size_name === null ? null : `size ${row.size_name}`].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The order's lines from the cart's rows, priced by the cart's own pricing. */
export function orderLines(rows: CartLineRow[]): OrderLine[] {
  return rows.map((row) => {
    const priced = priceLine(row);
    return {
      cartItemId: row.cart_item_id,
      productId: row.inventory_id,
      name: row.name,
      // The chosen colour's picture, as the cart showed it.
      coverPath: priced.coverPath,
      unitPrice: priced.unitPrice,
      qty: row.qty,
      lineTotal: priced.totalPrice,
      addons: addonTypes.flatMap((kind) =>
        row[`${kind}_id`] === null
          ? []
          : [{ addonType: kind, name: row[`${kind}_name`] ?? '', price: row[`${kind}_price`] ?? 0 }],
      ),
      variantId: row.variant_id,
      option: optionOf(row),
      taxClass: row.tax_class,
      weightGrams: row.weight_grams,
    };
  });
}

/** An address book entry as the order copies it. */
export function addressSnapshot(address: Address): OrderAddress {
  const { addressId: _id, isDefault: _default, ...snapshot } = address;
  return snapshot;
}

/**
 * What makes two confirmations the same order: every line (which cart line, which product and
 * add-ons, how many, at what price), both addresses as they read now, and the coupon code.
 * Confirming again with all of it unchanged answers the order already made.
 */
export function cartFingerprint(input: {
  lines: OrderLine[];
  billing: OrderAddress;
  shipping: OrderAddress;
  couponCode: string | null;
  /** The shipping method asked for; absent: the cheapest. */
  shippingMethodId?: number;
}): string {
  const lines = [...input.lines]
    .sort((a, b) => a.cartItemId - b.cartItemId)
    .map((l) => [
      l.cartItemId,
      l.productId,
      l.qty,
      l.unitPrice,
      l.addons.map((a) => `${a.addonType}:${a.name}:${a.price}`),
    ]);
  const canonical = JSON.stringify([
    lines,
    input.billing,
    input.shipping,
    input.couponCode ?? '',
    ...(input.shippingMethodId === undefined ? [] : [input.shippingMethodId]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
