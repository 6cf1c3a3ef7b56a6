import { expect } from 'vitest';
import { listAdminVariants } from '@shared/contract/variants';
import { adminVariantListSchema, type AdminVariant } from '@shared/schemas/variant';
import type { ProductCreate } from '@shared/schemas/console-catalog';
import { createProduct } from '@shared/contract/console-products';
import { toCode } from '@shared/wire-names';
import type { OrderShop, Shopper } from '@server/modules/order/order.fixture';
import { callEndpoint } from '@server/test/call-endpoint';

/**
 * A "Trail Sneaker" made by the operator through the console's API, in the fixture's Shirts
 * category, with the given colours and sizes (each required when given, colours unless
 * `colorOptional`) and first stock.
 * Answers its product id.
 */
export async function createSneaker(
  s: OrderShop,
  operator: Shopper,
  {
    colors = [],
    sizes,
    stock,
    colorOptional = false,
  }: { colors?: string[]; sizes: string[]; stock: number; colorOptional?: boolean },
): Promise<number> {
  const { category_id } = await s.db.kysely
    .selectFrom('category')
    .select('category_id')
    .where('display_name', '=', 'Shirts')
    .executeTakeFirstOrThrow();
  const body: ProductCreate = {
    name: 'Trail Sneaker',
    subCategoryId: category_id,
    price: 8900,
    originalPrice: null,
    features: [],
    descriptionHtml: '<p>Runs</p>',
    gallery: ['/media/demo/product/shirt-2-1.svg'],
    addons: [
      ...colors.map((name) => ({ addonType: 'color' as const, name, plusPrice: 0 })),
      ...sizes.map((name) => ({ addonType: 'size' as const, name, plusPrice: 0 })),
    ],
    requires: { size: sizes.length > 0, color: colors.length > 0 && !colorOptional, accessory: false, ship: false },
    isActive: true,
    stock,
  };
  const res = await callEndpoint(s.app, createProduct, { body }, operator);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return toCode(res.data).productId;
}

/** A product's combinations as the console lists them. */
export const adminVariantsOf = async (operator: Shopper, productId: number): Promise<AdminVariant[]> =>
  adminVariantListSchema.parse(
    (await operator.call(listAdminVariants, { params: { inventoryId: productId } })).body.data,
  ).list;
