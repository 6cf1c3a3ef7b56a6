import type { AddCartItem, CartItem, Estimate } from '@shared/schemas/cart';
import { ADDON_ID_FIELDS, MAX_LINE_QTY } from '@shared/schemas/cart';
import type { AddonType } from '@shared/schemas/catalog';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { combinationFor } from '@server/modules/variant';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import type { ShippingMethodChoice } from '@shared/schemas/shipping';
import { findAddress, findDefaultAddress, toAddress } from '@server/modules/address';
import {
  destinationOf,
  homeDestination,
  methodsFor,
  priceCart,
  weightOf,
  type PricedLine,
} from '@server/modules/shipping';
import { tooManyLines, type HoldLimits } from '@server/modules/stock';
import * as repo from './cart.repository.js';
import type { CartDeps } from './cart.deps.js';
import { applicableCoupon } from './coupon.js';
import { discountFor, priceLine, summarise } from './pricing.js';

const REQUIRED_MESSAGE: Record<AddonType, string> = {
  color: 'Please choose a colour',
  size: 'Please choose a size',
  ship: 'Please choose a shipping option',
  accessory: 'Please choose an accessory',
};

/**
 * Adds a product with its add-ons. Each add-on must belong to that product, be of the type its
 * field names and still be sold; every type the product requires must be chosen — as long as
 * it still offers one (a required type whose add-ons were all withdrawn cannot block a sale).
 */
export async function addItem(
  deps: CartDeps,
  userId: number,
  item: AddCartItem,
): Promise<{ cartItemId: number; qty: number }> {
  return deps.db.transaction((tx) => addItemIn(tx, userId, item, deps.holds, deps.nowIso()));
}

async function addItemIn(
  tx: Tx,
  userId: number,
  item: AddCartItem,
  limits: Pick<HoldLimits, 'maxLines'>,
  nowIso: string,
): Promise<{ cartItemId: number; qty: number }> {
  const db = tx.kysely;
  const product = await repo.findProductForCart(db, item.productId);
  if (!product) throw notFound('Product');
  const chosen = (Object.entries(ADDON_ID_FIELDS) as [AddonType, keyof AddCartItem][]).map(([type, field]) => ({
    type,
    field,
    id: (item[field] as number | null | undefined) ?? null,
  }));
  const addons = await repo.findAddons(
    db,
    chosen.flatMap((c) => (c.id === null ? [] : [c.id])),
  );
  for (const c of chosen) {
    if (c.id === null) continue;
    const addon = addons.find((a) => a.addon_id === c.id);
    if (!addon || addon.inventory_id !== product.inventory_id || addon.is_active !== 1) {
      throw badRequest(`${c.field}: this add-on is not offered for this product`);
    }
    if (addon.addon_type !== c.type) throw badRequest(`${c.field}: this add-on is not a ${c.type} option`);
  }
  const required: Record<AddonType, number> = {
    color: product.require_color_addon,
    size: product.require_size_addon,
    ship: product.require_ship_addon,
    accessory: product.require_accessory_addon,
  };
  const offered = await repo.offeredAddonTypes(db, product.inventory_id);
  const missing = chosen.find((c) => required[c.type] === 1 && c.id === null && offered.has(c.type));
  if (missing) throw badRequest(REQUIRED_MESSAGE[missing.type]);

  const idOf = (type: AddonType) => chosen.find((c) => c.type === type)!.id;
  const chosenIds = {
    color_addon_id: idOf('color'),
    size_addon_id: idOf('size'),
    ship_addon_id: idOf('ship'),
    accessory_addon_id: idOf('accessory'),
  };
  // A product counted per colour and size: the chosen combination must exist and have units left.
  const combination = await combinationFor(db, product.inventory_id, chosenIds.color_addon_id, chosenIds.size_addon_id);
  if (combination === 'missing') throw badRequest('Please choose a colour and size this product is sold in');
  if (combination !== 'none' && combination.stock <= 0) {
    const names = addons.filter((a) => a.addon_type === 'color' || a.addon_type === 'size');
    const color = names.find((a) => a.addon_type === 'color')?.name;
    const size = names.find((a) => a.addon_type === 'size')?.name;
    const option = [color, size === undefined ? undefined : `size ${size}`].filter((p) => p !== undefined).join(', ');
    throw conflict(`"${product.name}" in ${option} is out of stock`);
  }
  // One shopper's adds run in turn, so parallel adds cannot pass the cap on lines together.
  await lockForUpdate(tx, 'app_user', 'user_id', userId);
  const isNewLine = !(await repo.findLine(db, userId, product.inventory_id, chosenIds));
  if (isNewLine && (await repo.countLines(db, userId)) >= limits.maxLines) throw tooManyLines(limits);
  const line = await repo.upsertLine(
    db,
    { user_id: userId, inventory_id: product.inventory_id, ...chosenIds, qty: item.qty, now: nowIso },
    MAX_LINE_QTY,
  );
  if (!line) throw badRequest(`You can have at most ${MAX_LINE_QTY} of one item in your cart`);
  return { cartItemId: line.cart_item_id, qty: line.qty };
}

export async function setQty(deps: CartDeps, userId: number, cartItemId: number, qty: number): Promise<void> {
  if (!(await repo.setLineQty(deps.db.kysely, userId, cartItemId, qty, deps.nowIso()))) throw notFound('Cart item');
}

export async function removeItem(deps: CartDeps, userId: number, cartItemId: number): Promise<void> {
  if (!(await repo.deleteLine(deps.db.kysely, userId, cartItemId))) throw notFound('Cart item');
}

export async function listItems(deps: CartDeps, userId: number): Promise<CartItem[]> {
  return (await repo.listLines(deps.db.kysely, userId)).map(priceLine);
}

/**
 * What the cart would cost (docs/shipping-and-tax.md): valid lines less the coupon's discount
 * (never below zero), the delivery of the method asked for or the cheapest for the address (the
 * one given, else the default shipping address, else the shop's home country), and the tax.
 * A method the address does not offer counts the cheapest instead: the estimate never refuses.
 */
export async function estimate(
  deps: CartDeps,
  userId: number,
  query: { couponCode?: string; shippingAddressId?: number; shippingMethodId?: number },
  ip: string,
): Promise<Estimate> {
  const k = deps.db.kysely;
  const lines = await listItems(deps, userId);
  const { itemsTotal, deliveryTime } = summarise(lines);
  const coupon = query.couponCode
    ? await applicableCoupon(
        k,
        { code: query.couponCode, userId, itemsTotal, nowIso: deps.nowIso() },
        { limiter: deps.rateLimiter, ip },
      )
    : null;
  const discount = discountFor(itemsTotal, coupon);
  const price = await priceCart(k, {
    lines: await pricedLines(k, userId),
    discount,
    destination: await destinationFor(k, userId, query.shippingAddressId),
    shippingMethodId: query.shippingMethodId,
    strict: false,
  });
  return {
    amount: price.amount,
    deliveryTime: price.method?.deliveryDays ?? deliveryTime,
    itemsTotal,
    discount,
    couponCode: coupon?.code ?? null,
    shippingAmount: price.shippingAmount,
    shippingMethodId: price.method?.shippingMethodId ?? null,
    shippingMethodName: price.method?.name ?? null,
    pricesIncludeTax: price.pricesIncludeTax,
    taxAmount: price.taxAmount,
    taxLines: price.taxLines.map(({ name, rate, base, amount }) => ({ name, rate, base, amount })),
  };
}

/** The cart's valid lines as shipping and tax price them. */
async function pricedLines(db: Executor, userId: number): Promise<PricedLine[]> {
  return (await repo.listLines(db, userId)).flatMap((row) => {
    const line = priceLine(row);
    return line.isValid
      ? [{ lineTotal: line.totalPrice, qty: row.qty, taxClass: row.tax_class, weightGrams: row.weight_grams }]
      : [];
  });
}

async function destinationFor(db: Executor, userId: number, addressId: number | undefined) {
  if (addressId !== undefined) return destinationOf(toAddress(await shippingAddressOf(db, userId, addressId)));
  const fallback = await findDefaultAddress(db, userId, 'shipping');
  return fallback ? destinationOf(toAddress(fallback)) : homeDestination();
}

async function shippingAddressOf(db: Executor, userId: number, addressId: number) {
  const row = await findAddress(db, userId, addressId);
  if (!row) throw notFound('Shipping address');
  if (row.address_type !== 'shipping')
    throw badRequest('Shipping address: please choose one of your shipping addresses');
  return row;
}

/**
 * The methods offered for one of the customer's shipping addresses, priced for the cart as it is
 * now (valid lines, before any coupon: the coupon is only known at confirmation, where "free
 * from" counts the items after it). Empty when no zone covers the address.
 */
export async function shippingChoices(
  deps: CartDeps,
  userId: number,
  shippingAddressId: number,
): Promise<ShippingMethodChoice[]> {
  const k = deps.db.kysely;
  const destination = destinationOf(toAddress(await shippingAddressOf(k, userId, shippingAddressId)));
  const lines = await pricedLines(k, userId);
  const methods = await methodsFor(k, destination, {
    itemsAfterDiscount: lines.reduce((sum, l) => sum + l.lineTotal, 0),
    weightGrams: weightOf(lines),
  });
  return methods.map(({ shippingMethodId, name, price, deliveryDays }) => ({
    shippingMethodId,
    name,
    price,
    deliveryDays,
  }));
}
