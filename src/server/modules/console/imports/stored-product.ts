import { addonTypes } from '@shared/schemas/catalog';
import type { PlannedCombination, ProductPlan } from './product-file.js';

/**
 * A stored product read as the product file says it: the one mapping from the shop's columns to a
 * plan, used by the export (which writes it out) and by the import (which compares it with a file's
 * rows to answer `unchanged`). A column the file gains is mapped here once, for both.
 */

/** The product's own columns the file describes, as `inventory` (with its stock) holds them. */
export interface StoredProduct {
  external_id: string | null;
  name: string;
  prod_desc_md: string;
  price: number;
  original_price: number | null;
  delivery_days: number;
  is_active: number;
  features_json: string;
  gallery_json: string;
  require_size_addon: number;
  require_color_addon: number;
  require_ship_addon: number;
  require_accessory_addon: number;
  sku: string | null;
  stock: number | null;
}

export interface StoredAddon {
  addon_type: string;
  name: string;
  plus_price: number;
}

/** An active combination with its colour's and size's names. */
export interface StoredCombination {
  color: string | null;
  size: string | null;
  sku: string | null;
  stock: number;
}

/** What the file says of a product, less what names other records (category, badges) and the key `productId`. */
export type StoredPlan = Omit<
  ProductPlan,
  'line' | 'productId' | 'category' | 'subcategory' | 'badges' | 'combinations'
> & {
  combinations: Omit<PlannedCombination, 'line'>[];
};

/** Add-ons in the order given (the product's order), combinations likewise. */
export function planOfStored(p: StoredProduct, addons: StoredAddon[], combinations: StoredCombination[]): StoredPlan {
  const byType = Object.fromEntries(
    addonTypes.map((t) => [
      t,
      addons.filter((a) => a.addon_type === t).map((a) => ({ name: a.name, plusPrice: a.plus_price })),
    ]),
  ) as ProductPlan['addons'];
  return {
    externalId: p.external_id,
    name: p.name,
    descriptionHtml: p.prod_desc_md,
    price: p.price,
    originalPrice: p.original_price,
    deliveryDays: p.delivery_days,
    active: p.is_active === 1,
    features: JSON.parse(p.features_json) as string[],
    addons: byType,
    requires: {
      size: p.require_size_addon === 1,
      color: p.require_color_addon === 1,
      ship: p.require_ship_addon === 1,
      accessory: p.require_accessory_addon === 1,
    },
    pictures: JSON.parse(p.gallery_json) as string[],
    // A product without combinations is one row with its own SKU and count.
    combinations:
      combinations.length > 0
        ? combinations.map((c) => ({ color: c.color, size: c.size, sku: c.sku, stock: c.stock }))
        : [{ color: null, size: null, sku: p.sku, stock: p.stock ?? 0 }],
  };
}
