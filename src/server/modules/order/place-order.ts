import { randomUUID } from 'node:crypto';
import type { CreateOrder } from '@shared/schemas/order';
import { ORDER_CURRENCY } from '@shared/schemas/order';
import type { AddressType } from '@shared/schemas/address';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import type { CustomerOrderRow } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { findAddress, toAddress } from '@server/modules/address';
import {
  listLines,
  checkCoupon,
  normaliseCouponCode,
  withCouponGuessLimit,
  type CouponAsker,
  discountFor,
  priceLine,
} from '@server/modules/cart';
import { checkOrderSize, reserveStock } from '@server/modules/stock';
import { destinationOf, insertOrderTaxLines, NO_ZONE_MESSAGE, priceCart } from '@server/modules/shipping';
import { reserveCouponUse } from './coupon-use.js';
import { fulfil } from './fulfil.js';
import { customerActor, type OrderDeps } from './order.deps.js';
import { newOrderNumber } from './order-number.js';
import * as repo from './order.repository.js';
import { releaseOrder } from './release.js';
import { expireSession, isPaid } from './sessions.js';
import { addressSnapshot, cartFingerprint, optionOf, orderLines } from './snapshot.js';
import { recordStockLow, recordWebhookEvent, stockBefore } from '@server/modules/webhook';

export interface PlacedOrder {
  orderId: string;
  orderUuid: string;
}

type Attempt = { kind: 'placed'; order: PlacedOrder } | { kind: 'supersede'; pending: CustomerOrderRow };

/**
 * Places an order from the customer's cart (POST /shopping-cart/order), in one transaction:
 * the cart priced by the server, the coupon checked again, stock and the coupon use reserved,
 * the snapshot written. The customer's row is locked first, so one shopper's confirmations (a
 * double click, two tabs) run one after another and meet the one-pending-order rule in turn.
 *
 * A pending order with the same fingerprint is answered as it is. A different one is replaced:
 * without a payment session it is cancelled in the same transaction; with one, the session is
 * expired at the provider first, outside any transaction, and the order is placed again.
 */
export async function placeOrder(
  deps: OrderDeps,
  userId: number,
  input: CreateOrder,
  asker: CouponAsker,
): Promise<PlacedOrder> {
  // With a code, the order counts as a coupon lookup: refused orders cannot be used to guess codes.
  return input.couponCode
    ? withCouponGuessLimit(asker, userId, () => place(deps, userId, input))
    : place(deps, userId, input);
}

async function place(deps: OrderDeps, userId: number, input: CreateOrder): Promise<PlacedOrder> {
  for (let round = 0; round < 3; round++) {
    let attempt: Attempt;
    try {
      attempt = await deps.db.transaction((tx) => tryToPlace(deps, tx, userId, input));
    } catch (err) {
      if (isOrderNumberClash(err)) continue; // 1 in 2^50: place it again with a new number
      throw err;
    }
    if (attempt.kind === 'placed') return attempt.order;
    await supersede(deps, attempt.pending, userId);
  }
  throw conflict('Your order changed while it was being placed; please confirm again');
}

async function tryToPlace(deps: OrderDeps, tx: Tx, userId: number, input: CreateOrder): Promise<Attempt> {
  const k = tx.kysely;
  const now = deps.nowIso();
  const actor = customerActor(userId);
  await lockForUpdate(tx, 'app_user', 'user_id', userId);

  const rows = await listLines(k, userId);
  if (rows.length === 0) throw badRequest('Your cart is empty');
  const invalid = rows.find((row) => !priceLine(row).isValid);
  if (invalid) {
    // Sold out and otherwise fine (it may have sold out a moment ago): say so, as reserving would.
    if (priceLine({ ...invalid, stock: 1 }).isValid) {
      const option = optionOf(invalid);
      throw conflict(`"${invalid.name}"${option ? ` in ${option}` : ''} is out of stock`);
    }
    throw badRequest('Please remove invalid cart items first');
  }
  const billing = addressSnapshot(await customerAddress(k, userId, input.billingAddressId, 'billing'));
  const shipping = addressSnapshot(await customerAddress(k, userId, input.shippingAddressId, 'shipping'));
  const lines = orderLines(rows);
  checkOrderSize(deps.holds, lines);
  const couponCode = input.couponCode ? normaliseCouponCode(input.couponCode) : null;
  const fingerprint = cartFingerprint({
    lines,
    billing,
    shipping,
    couponCode,
    shippingMethodId: input.shippingMethodId,
  });

  const pending = await repo.findPendingOf(k, userId);
  if (pending) {
    const live = pending.expires_at > now;
    if (live && pending.cart_fingerprint === fingerprint) return { kind: 'placed', order: placedOf(pending) };
    if (pending.checkout_session_id) return { kind: 'supersede', pending };
    await releaseOrder(k, pending, live ? 'cancelled' : 'expired', actor, now, { reason: 'replaced by a new order' });
    if (live) await orderCancelled(tx, deps, pending.order_id, now);
  }

  const originalAmount = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const coupon = couponCode
    ? await checkCoupon(k, { code: couponCode, userId, itemsTotal: originalAmount, nowIso: now })
    : null;
  const discountAmount = discountFor(originalAmount, coupon);
  // The delivery and the tax: an address no zone covers, or a method it does not offer, is a 400.
  const price = await priceCart(k, {
    lines,
    discount: discountAmount,
    destination: destinationOf(shipping),
    shippingMethodId: input.shippingMethodId,
    strict: true,
  });
  if (!price.method) throw badRequest(NO_ZONE_MESSAGE);
  const stockWas = await stockBefore(
    k,
    lines.map((l) => l.productId),
  );
  await reserveStock(k, lines, deps.holds.maxStockShare);
  await recordStockLow(tx, deps.webhooks, stockWas, now);
  const orderNumber = newOrderNumber();
  if (coupon) {
    await reserveCouponUse(k, {
      couponId: coupon.coupon_id,
      code: coupon.code,
      maxUses: coupon.max_uses,
      userId,
      orderNumber,
      now,
    });
  }
  const email = await repo.emailOfCustomer(k, userId);
  const orderUuid = randomUUID();
  const { order_id } = await repo.insertOrder(k, {
    order_uuid: orderUuid,
    order_number: orderNumber,
    user_id: userId,
    customer_email: email,
    payment_status: 'pending',
    original_amount: originalAmount,
    discount_amount: discountAmount,
    amount: price.amount,
    tax_amount: price.taxAmount,
    prices_include_tax: price.pricesIncludeTax ? 1 : 0,
    shipping_amount: price.shippingAmount,
    shipping_method_id: price.method.shippingMethodId,
    shipping_method_name: price.method.name,
    delivery_days: price.method.deliveryDays,
    currency: ORDER_CURRENCY,
    coupon_id: coupon?.coupon_id ?? null,
    coupon_code: coupon?.code ?? null,
    billing_address_json: JSON.stringify(billing),
    shipping_address_json: JSON.stringify(shipping),
    cart_fingerprint: fingerprint,
    checkout_session_id: null,
    checkout_url: null,
    // Until a payment page is opened; opening one extends it for as long as that payment can complete.
    expires_at: new Date(deps.now() + deps.holds.holdMs).toISOString(),
    paid_at: null,
    confirmation_sent_at: null,
    created_at: now,
    updated_at: now,
  });
  await repo.insertItems(
    k,
    lines.map((l) => ({
      order_id,
      cart_item_id: l.cartItemId,
      inventory_id: l.productId,
      inventory_name: l.name,
      cover_path: l.coverPath,
      unit_price: l.unitPrice,
      qty: l.qty,
      line_total: l.lineTotal,
      addons_json: JSON.stringify(l.addons),
      variant_id: l.variantId,
      tax_class: l.taxClass,
    })),
  );
  await insertOrderTaxLines(k, order_id, price.taxLines);
  await repo.addEvent(k, {
    orderId: order_id,
    type: 'created',
    actor,
    now,
    detail: { amount: price.amount },
  });
  return { kind: 'placed', order: { orderId: orderNumber, orderUuid } };
}

/**
 * Ends the customer's pending order that has a payment session, so a new one can be placed.
 * The session is expired at the provider first: if the shopper paid it meanwhile (another
 * tab), that order is fulfilled instead and the new one refused.
 */
async function supersede(deps: OrderDeps, pending: CustomerOrderRow, userId: number): Promise<void> {
  const session = await expireSession(deps, pending.checkout_session_id!);
  if (session && isPaid(session)) {
    await fulfil(deps, pending.order_number, session.id);
    throw conflict('Your previous order was just paid');
  }
  if (session?.status === 'complete') throw conflict('The payment of your previous order is still being processed');
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const live = pending.expires_at > now;
    const released = await releaseOrder(
      tx.kysely,
      pending,
      live ? 'cancelled' : 'expired',
      customerActor(userId),
      now,
      {
        reason: 'replaced by a new order',
      },
    );
    if (released && live) await orderCancelled(tx, deps, pending.order_id, now);
  });
}

/** `order.cancelled`, in the transaction that cancelled it. */
const orderCancelled = (tx: Tx, deps: OrderDeps, orderId: number, now: string) =>
  recordWebhookEvent(tx, deps.webhooks, 'order.cancelled', { kind: 'order', orderId }, now);

/** The customer's own address of that type; anyone else's reads as unknown. */
async function customerAddress(db: Executor, userId: number, addressId: number, type: AddressType) {
  const row = await findAddress(db, userId, addressId);
  const label = type === 'billing' ? 'Billing address' : 'Shipping address';
  if (!row) throw notFound(label);
  if (row.address_type !== type) throw badRequest(`${label}: please choose one of your ${type} addresses`);
  return toAddress(row);
}

const placedOf = (order: CustomerOrderRow): PlacedOrder => ({
  orderId: order.order_number,
  orderUuid: order.order_uuid,
});

function isOrderNumberClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return (
    e?.constraint === 'customer_order_order_number_key' ||
    (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && /customer_order\.order_number/.test(e.message ?? ''))
  );
}
