import { sql } from 'kysely';
import type { z } from 'zod';
import type { orderExportQuerySchema } from '@shared/schemas/catalogue-move';
import type { OrderAddress } from '@shared/schemas/order';
import type { Executor } from '@server/db/transaction';
import { refundedOfOrder } from '@server/modules/refund';
import {
  filteredOrders,
  lineCount,
  shippedCount,
  shippingStateOf,
} from '@server/modules/console/orders/orders.repository';
import { moneyText } from '@server/modules/console/imports/product-file';

const PAGE = 500;

export const ORDER_EXPORT_COLUMNS = [
  'orderNumber',
  'placedAt',
  'paidAt',
  'paymentStatus',
  'refundStatus',
  'shippingState',
  'customerEmail',
  'billingName',
  'billingAddress',
  'shippingName',
  'shippingAddress',
  'currency',
  'orderSubtotal',
  'discount',
  'tax',
  'orderTotal',
  'coupon',
  'refunded',
  'productId',
  'productName',
  'sku',
  'options',
  'quantity',
  'unitPrice',
  'lineTotal',
] as const;

type Filter = z.output<typeof orderExportQuerySchema>;

/** An address on one line, as a spreadsheet cell reads well. */
function addressText(json: string): { name: string; text: string } {
  const a = JSON.parse(json) as OrderAddress;
  const parts = [a.addressLine1, a.addressLine2, a.city, a.stateOrProvince, a.postalCode, a.countryCode];
  return { name: a.fullName, text: parts.filter((p) => p && p.trim() !== '').join(', ') };
}

/** The next day after `day` (YYYY-MM-DD), for an end that counts its whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

async function pageOf(db: Executor, filter: Filter, afterId: number) {
  let q = filteredOrders(db, filter)
    .selectAll('o')
    .select((eb) => [
      lineCount(eb).as('line_count'),
      shippedCount(eb).as('shipped_count'),
      refundedOfOrder(sql.ref('o.order_id')).as('refunded'),
    ])
    .where('o.order_id', '>', afterId);
  if (filter.from) q = q.where('o.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('o.created_at', '<', dayAfter(filter.to));
  return q.orderBy('o.order_id').limit(PAGE).execute();
}

async function linesOf(db: Executor, orderIds: number[]) {
  const rows = await db
    .selectFrom('order_item as li')
    .leftJoin('product_variant as v', 'v.variant_id', 'li.variant_id')
    .leftJoin('inventory as i', 'i.inventory_id', 'li.inventory_id')
    .select([
      'li.order_id',
      'li.inventory_id',
      'li.inventory_name',
      'li.qty',
      'li.unit_price',
      'li.line_total',
      'li.addons_json',
      'v.sku as variant_sku',
      'i.sku as product_sku',
    ])
    .where('li.order_id', 'in', orderIds)
    .orderBy('li.order_id')
    .orderBy('li.order_item_id')
    .execute();
  const by = new Map<number, typeof rows>();
  for (const r of rows) by.set(r.order_id, [...(by.get(r.order_id) ?? []), r]);
  return by;
}

/**
 * Orders placed from `from` to `to` (whole UTC days) that the list's filters keep, one row per
 * order line: the order's columns repeated on each of its lines, so a spreadsheet can sum any
 * column; money as decimals. Read a page of orders at a time in id order, never all at once.
 */
export async function* orderExportRows(db: Executor, filter: Filter): AsyncGenerator<readonly string[]> {
  yield [...ORDER_EXPORT_COLUMNS];
  let after = 0;
  for (;;) {
    const page = await pageOf(db, filter, after);
    if (page.length === 0) return;
    after = page[page.length - 1]!.order_id;
    const lines = await linesOf(
      db,
      page.map((o) => o.order_id),
    );
    for (const o of page) {
      const billing = addressText(o.billing_address_json);
      const shipping = addressText(o.shipping_address_json);
      const order = [
        o.order_number,
        o.created_at,
        o.paid_at ?? '',
        o.payment_status,
        o.refund_status,
        shippingStateOf(o),
        o.customer_email,
        billing.name,
        billing.text,
        shipping.name,
        shipping.text,
        o.currency,
        moneyText(o.original_amount),
        moneyText(o.discount_amount),
        moneyText(o.tax_amount),
        moneyText(o.amount),
        o.coupon_code ?? '',
        moneyText(Number(o.refunded ?? 0)),
      ];
      for (const l of lines.get(o.order_id) ?? []) {
        const options = (JSON.parse(l.addons_json) as { name: string }[]).map((a) => a.name).join('|');
        yield [
          ...order,
          String(l.inventory_id),
          l.inventory_name,
          l.variant_sku ?? l.product_sku ?? '',
          options,
          String(l.qty),
          moneyText(l.unit_price),
          moneyText(l.line_total),
        ];
      }
    }
  }
}
