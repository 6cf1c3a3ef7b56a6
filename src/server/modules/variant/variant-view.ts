import type { AdminVariant, Variant } from '@shared/schemas/variant';
import { publicStock } from '@shared/schemas/catalog';
import type { listVariants } from './variant.repository.js';

/** A combination as `listVariants` reads it. */
type VariantRow = Awaited<ReturnType<typeof listVariants>>[number];

/** What the storefront may know of a combination: its count only when few are left, as a product's. */
export function toVariant(row: VariantRow): Variant {
  const shown = publicStock(row.stock);
  return {
    variantId: row.variant_id,
    sku: row.sku,
    colorAddonId: row.color_addon_id,
    sizeAddonId: row.size_addon_id,
    available: shown.stockState !== 'sold_out',
    ...shown,
    picture: row.picture,
  };
}

/** The console's view: add-on names and the exact count. */
export function toAdminVariant(row: VariantRow): AdminVariant {
  return {
    variantId: row.variant_id,
    sku: row.sku,
    colorAddonId: row.color_addon_id,
    sizeAddonId: row.size_addon_id,
    colorName: row.color_name,
    sizeName: row.size_name,
    stock: row.stock,
    picture: row.picture,
  };
}
