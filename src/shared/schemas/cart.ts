import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema, type AddonType } from './catalog';
import { MAX_LINE_QTY } from '../constants';
import { plainText } from './text';
import { taxLineSchema } from './shipping';

// In constants.ts, so the storefront reads it without loading zod.
export { MAX_LINE_QTY };

/** The field of an add-to-cart payload that carries each type of add-on. */
export const ADDON_ID_FIELDS = {
  color: 'colorAddonId',
  size: 'sizeAddonId',
  ship: 'shipAddonId',
  accessory: 'accessoryAddonId',
} as const satisfies Record<AddonType, string>;

const qtySchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QTY, `must be at most ${MAX_LINE_QTY}`);

const optionalAddonId = z.union([idSchema, z.null()]).optional();

/** What the storefront sends; unknown fields (a price, a total) are stripped, never trusted. */
export const addCartItemSchema = z.object({
  inventoryId: idSchema,
  qty: qtySchema.default(1),
  colorAddonId: optionalAddonId,
  sizeAddonId: optionalAddonId,
  shipAddonId: optionalAddonId,
  accessoryAddonId: optionalAddonId,
});
export type AddCartItem = InCode<z.infer<typeof addCartItemSchema>>;

export const addCartItemResponseSchema = z.object({ cartItemId: z.number().int(), qty: z.number().int() });

export const updateCartItemSchema = z.object({ qty: qtySchema });
export const cartItemParamsSchema = z.object({ cartItemId: idSchema });

const namedAddon = z.object({ addonId: z.number().int(), name: z.string() }).nullable();

export const cartItemSchema = z.object({
  cartItemId: z.number().int(),
  inventoryId: z.number().int(),
  name: z.string(),
  coverPath: z.string(),
  qty: z.number().int(),
  /** (price + add-on prices) × qty, in cents, computed by the server. */
  totalPrice: z.number().int(),
  unitPrice: z.number().int(),
  deliveryTime: z.number().int(),
  isValid: z.boolean(),
  colorAddon: namedAddon,
  sizeAddon: namedAddon,
  shipAddon: namedAddon,
  accessoryAddon: namedAddon,
});
export type CartItem = InCode<z.infer<typeof cartItemSchema>>;
export const cartListSchema = z.object({ list: z.array(cartItemSchema) });

export const estimateQuerySchema = z.object({
  couponCode: plainText().trim().max(64, 'must be at most 64 characters').optional(),
  /** The address to deliver to; absent: the default shipping address, or the shop's home country. */
  shippingAddressId: idSchema.optional(),
  /** The method chosen at checkout; absent: the cheapest for the address. */
  shippingMethodId: idSchema.optional(),
});

/**
 * What the cart would cost. `amount` is what would be charged: items − discount + shipping, plus
 * the tax when prices exclude it (`pricesIncludeTax` false); with prices that include tax,
 * `taxAmount` is the part of `amount` that is tax.
 */
export const estimateSchema = z.object({
  amount: z.number().int(),
  /** Days until delivered: the shipping method's, or the items' longest when no method applies. */
  deliveryTime: z.number().int(),
  itemsTotal: z.number().int(),
  discount: z.number().int(),
  couponCode: z.string().nullable(),
  /** The delivery cost of the method counted (the cheapest unless one was chosen); 0 when none applies. */
  shippingAmount: z.number().int(),
  /** The method counted; null when no zone covers the address (the order cannot be placed). */
  shippingMethodId: z.number().int().nullable(),
  shippingMethodName: z.string().nullable(),
  pricesIncludeTax: z.boolean(),
  taxAmount: z.number().int(),
  taxLines: z.array(taxLineSchema),
});
export type Estimate = InCode<z.infer<typeof estimateSchema>>;
