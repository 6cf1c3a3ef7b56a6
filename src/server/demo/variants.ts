import type { AddonRow } from '@server/db/schema';
import { combinationsOf, splitStock, variantSku } from '@server/modules/variant/variant-rules';
import { SCARCE_PRODUCT_STOCK, SOLD_OUT_PRODUCT_IDS } from './generate.js';
import { rng, seedFor } from './prng.js';

const STREAM_VARIANT_STOCK = 6;

/**
 * The demo's stock per colour and size (docs/catalog.md "Variants"): most combinations 5 to 40
 * units, about one in eight sold out and one in ten with 1 to 3 left, each from its own stream so
 * the seed stays the same run after run. The demo's sold-out and scarce products keep their few
 * units, split over their combinations; every other product has at least one combination in stock. The first shoe offering US 9 and US 10 always has US 9
 * sold out and US 10 in stock, so a visitor (and the end-to-end journey) meets it at once.
 */
export function demoVariants(
  productId: number,
  addons: Pick<AddonRow, 'addon_id' | 'addon_type' | 'name'>[],
  usShoeShown: { done: boolean },
) {
  const colors = addons.filter((a) => a.addon_type === 'color');
  const sizes = addons.filter((a) => a.addon_type === 'size');
  const combos = combinationsOf(colors, sizes);
  if (combos.length === 0) return [];
  const fixed = SOLD_OUT_PRODUCT_IDS.includes(productId) ? 0 : SCARCE_PRODUCT_STOCK.get(productId);
  const shares = fixed === undefined ? null : splitStock(fixed, combos.length);
  const showsUs9 =
    !usShoeShown.done &&
    sizes.some((s) => s.name === 'US 9') &&
    sizes.some((s) => s.name === 'US 10') &&
    shares === null;
  if (showsUs9) usShoeShown.done = true;
  const taken = new Set<string>();
  const rows = combos.map((c, i) => {
    let stock: number;
    if (shares) stock = shares[i]!;
    else if (showsUs9 && c.size?.name === 'US 9') stock = 0;
    else if (showsUs9 && c.size?.name === 'US 10') stock = 8;
    else {
      const r = rng(seedFor(STREAM_VARIANT_STOCK, productId * 1000 + i));
      const roll = r.int(0, 99);
      stock = roll < 12 ? 0 : roll < 22 ? r.int(1, 3) : r.int(5, 40);
    }
    return {
      inventory_id: productId,
      color_addon_id: c.color?.addon_id ?? null,
      size_addon_id: c.size?.addon_id ?? null,
      sku: variantSku(productId, c.color?.name ?? null, c.size?.name ?? null, taken),
      stock,
      picture: null,
      is_active: 1,
    };
  });
  // Only the demo's sold-out products are sold out in every combination.
  if (fixed === undefined && rows.every((r) => r.stock === 0)) rows[0]!.stock = 5;
  return rows;
}

/** The demo shoe whose US 9 is sold out while US 10 is in stock (named in docs/catalog.md). */
export const DEMO_SNEAKER_ID = 8;
