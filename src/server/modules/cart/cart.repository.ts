import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';

export interface CartLineAddons {
  color_addon_id: number | null;
  size_addon_id: number | null;
  ship_addon_id: number | null;
  accessory_addon_id: number | null;
}

/** The add-on set of a line as one comparable value: `c5.s-.h9.a-`. */
export function addonKey(a: CartLineAddons): string {
  const part = (id: number | null) => (id === null ? '-' : String(id));
  return `c${part(a.color_addon_id)}.s${part(a.size_addon_id)}.h${part(a.ship_addon_id)}.a${part(a.accessory_addon_id)}`;
}

/**
 * Adds `qty` to the customer's line for this product and add-on set, creating it if needed, in
 * one statement: concurrent adds of the same thing meet in the unique key instead of racing.
 * Answers the line, or undefined when the line would pass `maxQty` (nothing changes then).
 */
export async function upsertLine(
  db: Executor,
  line: CartLineAddons & { user_id: number; inventory_id: number; qty: number; now: string },
  maxQty: number,
) {
  const { now, ...values } = line;
  return db
    .insertInto('cart_item')
    .values({ ...values, addon_key: addonKey(line), created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'inventory_id', 'addon_key'])
        .doUpdateSet((eb) => ({
          qty: eb('cart_item.qty', '+', eb.ref('excluded.qty')),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) => eb(eb('cart_item.qty', '+', eb.ref('excluded.qty')), '<=', maxQty)),
    )
    .returning(['cart_item_id', 'qty'])
    .executeTakeFirst();
}

/** The customer's line for this product and add-on set, if they have one. */
export async function findLine(db: Executor, userId: number, productId: number, addons: CartLineAddons) {
  return db
    .selectFrom('cart_item')
    .select('cart_item_id')
    .where('user_id', '=', userId)
    .where('inventory_id', '=', productId)
    .where('addon_key', '=', addonKey(addons))
    .executeTakeFirst();
}

export async function countLines(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<number>().as('lines'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.lines);
}

export async function setLineQty(db: Executor, userId: number, cartItemId: number, qty: number, now: string) {
  const result = await db
    .updateTable('cart_item')
    .set({ qty, updated_at: now })
    .where('cart_item_id', '=', cartItemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLine(db: Executor, userId: number, cartItemId: number) {
  const result = await db
    .deleteFrom('cart_item')
    .where('cart_item_id', '=', cartItemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes a bought quantity out of a cart line: the line goes if it holds no more than that, and
 * is lowered otherwise (the shopper added more of the same meanwhile). Lines added after the
 * order stay.
 */
export async function removePurchased(db: Executor, userId: number, cartItemId: number, qty: number, now: string) {
  await db
    .deleteFrom('cart_item')
    .where('cart_item_id', '=', cartItemId)
    .where('user_id', '=', userId)
    .where('qty', '<=', qty)
    .execute();
  await db
    .updateTable('cart_item')
    .set((eb) => ({ qty: eb('qty', '-', qty), updated_at: now }))
    .where('cart_item_id', '=', cartItemId)
    .where('user_id', '=', userId)
    .where('qty', '>', qty)
    .execute();
}

/**
 * The customer's lines with what pricing needs: the product and each chosen add-on. Their stock
 * is what is left plus what their own unpaid order holds of the product: that order is given
 * back when they confirm again, so it never makes their own cart look sold out.
 */
export async function listLines(db: Executor, userId: number) {
  return (
    db
      .selectFrom('cart_item as c')
      .innerJoin('inventory as i', 'i.inventory_id', 'c.inventory_id')
      .leftJoin('addon as ac', 'ac.addon_id', 'c.color_addon_id')
      .leftJoin('addon as asz', 'asz.addon_id', 'c.size_addon_id')
      .leftJoin('addon as ash', 'ash.addon_id', 'c.ship_addon_id')
      .leftJoin('addon as aac', 'aac.addon_id', 'c.accessory_addon_id')
      .leftJoin('inventory_stock as st', 'st.inventory_id', 'c.inventory_id')
      // The line's combination, if the product is counted per combination (variant.repository.ts,
      // `combinationFor`: an optional colour or size left unchosen takes the one with most units).
      .leftJoin('product_variant as pv', (j) =>
        j.on(
          'pv.variant_id',
          '=',
          sql<number>`(select pa.variant_id from product_variant pa
            where pa.inventory_id = c.inventory_id and pa.is_active = 1
              and (c.color_addon_id is null or pa.color_addon_id = c.color_addon_id)
              and (c.size_addon_id is null or pa.size_addon_id = c.size_addon_id)
            order by pa.stock desc, pa.variant_id limit 1)`,
        ),
      )
      .select([
        'c.cart_item_id',
        'c.inventory_id',
        'c.qty',
        'i.name',
        'i.cover_path',
        'i.gallery_json',
        'i.price',
        'i.delivery_days',
        'i.is_active',
        'i.weight_grams',
        'i.tax_class',
        // What this shopper can buy: the product's count, or — for a product counted per colour and
        // size — the chosen combination's (0 when no active one matches), plus what the shopper's own
        // unpaid order holds of it (placing again releases that first). Cast: PostgreSQL sums
        // integers as bigint, which pg reads as a string.
        sql<number>`cast(case
        when exists (select 1 from product_variant pa where pa.inventory_id = c.inventory_id and pa.is_active = 1)
        then coalesce(pv.stock, 0) + coalesce((select sum(held.qty) from order_item held
          inner join customer_order o on o.order_id = held.order_id
          where held.variant_id = pv.variant_id and o.user_id = ${userId} and o.payment_status = 'pending'), 0)
        else coalesce(st.stock, 0) + coalesce((select sum(held.qty) from order_item held
          inner join customer_order o on o.order_id = held.order_id
          where held.inventory_id = c.inventory_id and o.user_id = ${userId} and o.payment_status = 'pending'), 0)
        end as integer)`.as('stock'),
        'pv.variant_id',
        'ac.addon_id as color_id',
        'ac.name as color_name',
        'ac.plus_price as color_price',
        'ac.is_active as color_active',
        'asz.addon_id as size_id',
        'asz.name as size_name',
        'asz.plus_price as size_price',
        'asz.is_active as size_active',
        'ash.addon_id as ship_id',
        'ash.name as ship_name',
        'ash.plus_price as ship_price',
        'ash.is_active as ship_active',
        'ash.delivery_days as ship_days',
        'aac.addon_id as accessory_id',
        'aac.name as accessory_name',
        'aac.plus_price as accessory_price',
        'aac.is_active as accessory_active',
      ])
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.cart_item_id', 'desc')
      .execute()
  );
}

export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

export async function findProductForCart(db: Executor, productId: number) {
  return db
    .selectFrom('inventory')
    .select([
      'inventory_id',
      'name',
      'require_size_addon',
      'require_color_addon',
      'require_accessory_addon',
      'require_ship_addon',
    ])
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** The add-on types a product still offers at least one of. */
export async function offeredAddonTypes(db: Executor, productId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('addon')
    .select('addon_type')
    .distinct()
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.addon_type));
}

export async function findAddons(db: Executor, addonIds: number[]) {
  if (addonIds.length === 0) return [];
  return db
    .selectFrom('addon')
    .select(['addon_id', 'inventory_id', 'addon_type', 'name', 'is_active'])
    .where('addon_id', 'in', addonIds)
    .execute();
}

export async function findCoupon(db: Executor, code: string) {
  return db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Uses of a coupon, reserved (unpaid orders) and redeemed, overall and by this customer — except
 * the one their own order awaiting payment holds: confirming that order again answers it, so
 * the shopper returning from the payment page still sees the coupon apply.
 */
export async function countRedemptions(db: Executor, couponId: number, userId: number) {
  const row = await db
    .selectFrom('coupon_redemption')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('user_id', '=', userId).then(1).else(0).end()).as('mine'),
    ])
    .where('coupon_id', '=', couponId)
    .where('order_ref', 'not in', (eb) =>
      eb
        .selectFrom('customer_order')
        .select('order_number')
        .where('user_id', '=', userId)
        .where('payment_status', '=', 'pending'),
    )
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), mine: Number(row.mine ?? 0) };
}
