import type { AddCartItem, CartItem, Estimate } from '@shared/schemas/cart';
import { ADDON_ID_FIELDS, MAX_LINE_QTY } from '@shared/schemas/cart';
import type { AddonType } from '@shared/schemas/catalog';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { combinationFor } from '@server/modules/variant';
import { lockForUpdate, type Tx } from '@server/db/transaction';
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
  const product = await repo.findProductForCart(db, item.inventoryId);
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

/** Valid lines less the coupon's discount (never below zero); delivery is the longest line. */
export async function estimate(
  deps: CartDeps,
  userId: number,
  couponCode: string | undefined,
  ip: string,
): Promise<Estimate> {
  const { itemsTotal, deliveryTime } = summarise(await listItems(deps, userId));
  const coupon = couponCode
    ? await applicableCoupon(
        deps.db.kysely,
        { code: couponCode, userId, itemsTotal, nowIso: deps.nowIso() },
        { limiter: deps.rateLimiter, ip },
      )
    : null;
  const discount = discountFor(itemsTotal, coupon);
  return {
    amount: itemsTotal - discount,
    deliveryTime,
    itemsTotal,
    discount,
    couponCode: coupon?.code ?? null,
    shippingAmount: 0,
    shippingMethodId: null,
    shippingMethodName: null,
    pricesIncludeTax: true,
    taxAmount: 0,
    taxLines: [],
  };
}
