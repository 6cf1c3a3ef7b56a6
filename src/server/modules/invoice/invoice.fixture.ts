import { expect } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OrderShop, Shopper } from '@server/modules/order/order.fixture';
import * as orderRepo from '@server/modules/order/order.repository';

export interface Bought {
  orderId: string;
  orderUuid: string;
  checkoutUrl: string;
}

/** Places an order of what the shopper's cart holds and starts its checkout, unpaid. */
export async function placeUnpaid(s: OrderShop, shopper: Shopper, couponCode = ''): Promise<Bought> {
  const placed = await shopper.order(couponCode);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const checkout = await shopper.checkout(placed.data.orderId);
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  return {
    orderId: placed.data.orderId,
    orderUuid: placed.data.orderUuid,
    checkoutUrl: checkout.data.checkoutUrl,
  };
}

/** Adds a product, orders it and pays with the test card on the test checkout page. */
export async function buyAndPay(s: OrderShop, shopper: Shopper, productId: number, couponCode = '') {
  await shopper.add(productId, 1);
  const bought = await placeUnpaid(s, shopper, couponCode);
  expect((await s.payOnPage(bought.checkoutUrl)).status).toBe(303);
  return bought;
}

export async function invoiceNumberOf(s: OrderShop, orderNumber: string): Promise<number | null> {
  return (await orderRepo.findByNumber(s.db.kysely, orderNumber))!.invoice_number;
}

/** Every invoice number given so far, ascending. */
export async function allInvoiceNumbers(s: OrderShop): Promise<number[]> {
  const rows = await s.db.kysely
    .selectFrom('customer_order')
    .select('invoice_number')
    .where('invoice_number', 'is not', null)
    .orderBy('invoice_number')
    .execute();
  return rows.map((r) => r.invoice_number!);
}

export async function counterOf(s: OrderShop): Promise<number> {
  return (await s.db.kysely.selectFrom('invoice_counter').select('last').executeTakeFirstOrThrow()).last;
}

export const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The text a PDF reader extracts, as a person copying it would get it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}
