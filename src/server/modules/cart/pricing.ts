import type { CartItem } from '@shared/schemas/cart';
import { addonTypes, type AddonType } from '@shared/schemas/catalog';
import { galleryIndexForOption } from '@shared/gallery-match';
import type { CartLineRow } from './cart.repository.js';

/**
 * The line's picture: the gallery picture of its chosen colour when the product has one (as the
 * product page brings it up), else the product's cover.
 */
export function linePicture(row: Pick<CartLineRow, 'cover_path' | 'gallery_json' | 'color_name'>): string {
  if (!row.color_name) return row.cover_path;
  let gallery: unknown;
  try {
    gallery = JSON.parse(row.gallery_json);
  } catch {
    return row.cover_path;
  }
  if (!Array.isArray(gallery) || !gallery.every((path) => typeof path === 'string')) return row.cover_path;
  const index = galleryIndexForOption(gallery, row.color_name);
  return index >= 0 ? (gallery[index] as string) : row.cover_path;
}

/**
 * Prices one line from what the database says now: (price + add-on prices) × qty. A line is
 * invalid when its product or any chosen add-on is no longer sold, or the product is sold out;
 * it stays in the cart, shown dimmed, and counts towards nothing.
 */
export function priceLine(row: CartLineRow): CartItem {
  const addons = addonTypes.map((kind) => ({
    kind,
    id: row[`${kind}_id`],
    name: row[`${kind}_name`],
    price: row[`${kind}_price`] ?? 0,
    active: row[`${kind}_active`],
  }));
  const chosen = addons.filter((a) => a.id !== null);
  const unitPrice = row.price + chosen.reduce((sum, a) => sum + a.price, 0);
  const named = (kind: AddonType) => {
    const a = addons.find((x) => x.kind === kind)!;
    return a.id === null ? null : { addonId: a.id, name: a.name ?? '' };
  };
  return {
    cartItemId: row.cart_item_id,
    productId: row.inventory_id,
    name: row.name,
    coverPath: linePicture(row),
    qty: row.qty,
    unitPrice,
    totalPrice: unitPrice * row.qty,
    deliveryTime: row.ship_days ?? row.delivery_days,
    isValid: row.is_active === 1 && (row.stock ?? 0) > 0 && chosen.every((a) => a.active === 1),
    colorAddon: named('color'),
    sizeAddon: named('size'),
    shipAddon: named('ship'),
    accessoryAddon: named('accessory'),
  };
}

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  value: number;
}

/** The discount never exceeds the items total, so the amount never goes below zero. */
export function discountFor(itemsTotal: number, coupon: CouponTerms | null): number {
  if (!coupon || itemsTotal <= 0) return 0;
  const raw = coupon.kind === 'percent' ? Math.round((itemsTotal * coupon.value) / 100) : coupon.value;
  return Math.min(itemsTotal, Math.max(0, raw));
}

export function summarise(lines: CartItem[]) {
  const valid = lines.filter((l) => l.isValid);
  return {
    itemsTotal: valid.reduce((sum, l) => sum + l.totalPrice, 0),
    deliveryTime: valid.reduce((max, l) => Math.max(max, l.deliveryTime), 0),
  };
}
