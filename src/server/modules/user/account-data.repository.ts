import type { Executor } from '@server/db/transaction';

/*
 * The shopper's own rows across the shop, read for the data export and removed when the account
 * closes. These are the one place that reads every table about one account at once, in one
 * transaction, so the document is consistent and a closure is all or nothing; every query is
 * bounded by the account's user_id (or its orders), so nobody else's data can come along.
 */

export async function addressesOf(db: Executor, userId: number) {
  return db
    .selectFrom('address')
    .select([
      'address_id',
      'address_type',
      'full_name',
      'phone_number',
      'address_line1',
      'address_line2',
      'city',
      'state_or_province',
      'postal_code',
      'country_code',
      'is_default',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('address_id')
    .execute();
}

export async function cartOf(db: Executor, userId: number) {
  return db
    .selectFrom('cart_item as c')
    .innerJoin('inventory as p', 'p.inventory_id', 'c.inventory_id')
    .select([
      'c.cart_item_id',
      'c.inventory_id',
      'p.name as product_name',
      'c.variant_id',
      'c.color_addon_id',
      'c.size_addon_id',
      'c.ship_addon_id',
      'c.accessory_addon_id',
      'c.qty',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.cart_item_id')
    .execute();
}

/** The orders as placed, without the payment provider's internals (session ids, fingerprints). */
export async function ordersOf(db: Executor, userId: number) {
  return db
    .selectFrom('customer_order')
    .select([
      'order_id',
      'order_number',
      'order_uuid',
      'customer_email',
      'payment_status',
      'refund_status',
      'original_amount',
      'discount_amount',
      'amount',
      'tax_amount',
      'currency',
      'coupon_code',
      'billing_address_json',
      'shipping_address_json',
      'paid_at',
      'invoice_number',
      'invoiced_at',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('order_id')
    .execute();
}

export async function orderItemsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_item')
    .select([
      'order_item_id',
      'order_id',
      'inventory_id',
      'inventory_name',
      'variant_id',
      'unit_price',
      'qty',
      'line_total',
      'addons_json',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('order_item_id')
    .execute();
}

export async function refundsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('refund')
    .select([
      'refund_id',
      'order_id',
      'kind',
      'amount',
      'reason',
      'status',
      'credit_note_number',
      'created_at',
      'decided_at',
      'completed_at',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('refund_id')
    .execute();
}

export async function shipmentsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('shipment')
    .select([
      'shipment_id',
      'order_id',
      'carrier_name',
      'tracking_number',
      'shipment_status',
      'created_at',
      'updated_at',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('shipment_id')
    .execute();
}

export async function reviewsOf(db: Executor, userId: number) {
  return db
    .selectFrom('review as r')
    .innerJoin('inventory as p', 'p.inventory_id', 'r.inventory_id')
    .select([
      'r.review_id',
      'r.inventory_id',
      'p.name as product_name',
      'r.rating',
      'r.content',
      'r.photo_path',
      'r.created_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.review_id')
    .execute();
}

export async function notificationsOf(db: Executor, userId: number) {
  return db
    .selectFrom('notification')
    .select(['notification_id', 'type', 'title', 'body', 'link', 'tracking_url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('notification_id')
    .execute();
}

export async function uploadsOf(db: Executor, userId: number) {
  return db
    .selectFrom('uploaded_image')
    .select(['image_id', 'file_name', 'status', 'url', 'content_type', 'size', 'created_at', 'used'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * Uploads no review took (pending ones, and complete photos unused and named by no review);
 * their rows go, and the caller removes their files after commit.
 */
export async function deleteUnusedUploadsOf(db: Executor, userId: number) {
  return db
    .deleteFrom('uploaded_image')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('used', '=', 0),
          eb.not(
            eb.exists(
              eb.selectFrom('review').select('review_id').whereRef('review.photo_path', '=', 'uploaded_image.url'),
            ),
          ),
        ]),
      ]),
    )
    .returning(['image_id', 'user_id', 'object_key', 'status', 'content_type'])
    .execute();
}

/** What a closed account keeps of itself: nothing personal but the kept orders. */
export async function erasePersonalRowsOf(db: Executor, userId: number, email: string): Promise<void> {
  await db.deleteFrom('address').where('user_id', '=', userId).execute();
  await db.deleteFrom('cart_item').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_change_request').where('user_id', '=', userId).execute();
  await db
    .deleteFrom('password_reset_request')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .execute();
  await db.deleteFrom('sign_up_request').where('email', '=', email).execute();
  await db.deleteFrom('password_reset_link').where('user_id', '=', userId).execute();
  // Mails about the account itself (codes, notices); an order's mails stay with the kept order.
  await db.deleteFrom('mail_outbox').where('to_address', '=', email).where('order_id', 'is', null).execute();
}

/** The row stays (kept orders and reviews point at it) but names nobody and cannot sign in. */
export async function closeAccountRow(
  db: Executor,
  userId: number,
  tombstone: string,
  screenName: string,
  now: string,
) {
  await db
    .updateTable('app_user')
    .set({ email: tombstone, password_hash: null, screen_name: screenName, closed_at: now })
    .where('user_id', '=', userId)
    .execute();
}
