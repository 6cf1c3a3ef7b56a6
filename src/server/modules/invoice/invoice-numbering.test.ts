import { sql } from 'kysely';
import { captureOrder } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { fulfil } from '@server/modules/order/fulfil';
import * as orderRepo from '@server/modules/order/order.repository';
import {
  allInvoiceNumbers,
  buyAndPay,
  counterOf,
  invoiceNumberOf,
  oneTo,
  placeUnpaid,
  type Bought,
} from './invoice.fixture.js';
import { itemAt } from '@shared/item-at';

/**
 * Makes the insert of one order's 'paid' event fail, so the transaction that marks it paid
 * (and gives it its invoice number) rolls back, as a crash or a constraint would.
 */
async function failPaymentTransactionOf(s: OrderShop, orderNumber: string) {
  const { order_id } = (await orderRepo.findByNumber(s.db.kysely, orderNumber))!;
  if (s.db.dialect === 'sqlite') {
    await sql`create trigger fail_paid_event before insert on order_event
      when new.type = 'paid' and new.order_id = ${sql.lit(order_id)}
      begin select raise(abort, 'the payment transaction fails'); end`.execute(s.db.kysely);
  } else {
    await sql`create function fail_paid_event() returns trigger language plpgsql as $$
      begin
        if new.type = 'paid' and new.order_id = ${sql.lit(order_id)} then
          raise exception 'the payment transaction fails';
        end if;
        return new;
      end $$`.execute(s.db.kysely);
    await sql`create trigger fail_paid_event before insert on order_event
      for each row execute function fail_paid_event()`.execute(s.db.kysely);
  }
  return async () => {
    await sql`drop trigger fail_paid_event${s.db.dialect === 'postgres' ? sql` on order_event` : sql``}`.execute(
      s.db.kysely,
    );
    if (s.db.dialect === 'postgres') await sql`drop function fail_paid_event()`.execute(s.db.kysely);
  };
}

describe.each(testDialects)('invoice numbers on %s', (dialect) => {
  let s: OrderShop;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
  });
  afterAll(() => s.close());

  it('numbers invoices 1, 2, 3… in the order orders are paid, skipping orders that were never paid or whose payment rolled back', async () => {
    const first = await buyAndPay(s, await s.customer('first'), s.f.ids.candle);
    expect(await invoiceNumberOf(s, first.orderId)).toBe(1);

    // Placed and checked out but not paid, or declined: no number.
    const declinedBuyer = await s.customer('declined');
    await declinedBuyer.add(s.f.ids.candle, 1);
    const declined = await placeUnpaid(s, declinedBuyer);
    await s.payOnPage(declined.checkoutUrl, { cardNumber: '4000 0000 0000 0002' });
    expect(await invoiceNumberOf(s, declined.orderId)).toBeNull();

    // The card pays but the transaction marking the order paid fails: the number it took goes back.
    const unluckyBuyer = await s.customer('rollback');
    await unluckyBuyer.add(s.f.ids.lamp, 1);
    const unlucky = await placeUnpaid(s, unluckyBuyer);
    const repair = await failPaymentTransactionOf(s, unlucky.orderId);
    await s.payOnPage(unlucky.checkoutUrl);
    expect((await orderRepo.findByNumber(s.db.kysely, unlucky.orderId))!.payment_status).toBe('pending');
    expect(await invoiceNumberOf(s, unlucky.orderId)).toBeNull();
    expect(await counterOf(s)).toBe(1);

    const second = await buyAndPay(s, await s.customer('second'), s.f.ids.oxford);
    expect(await invoiceNumberOf(s, second.orderId)).toBe(2);

    // Once the fault is gone the return page fulfils the paid order, which takes the next number.
    await repair();
    const capture = await callEndpoint(s.app, captureOrder, { params: { orderId: unlucky.orderId } }, unluckyBuyer);
    expect(capture.data.paymentStatus).toBe('success');
    expect(await invoiceNumberOf(s, unlucky.orderId)).toBe(3);

    expect(await allInvoiceNumbers(s)).toEqual(oneTo(3));
    expect(await counterOf(s)).toBe(3);
  });

  it('keeps an invoice number for good: fulfilling, capturing or reporting the payment again changes nothing', async () => {
    const buyer = await s.customer('again');
    const bought = await buyAndPay(s, buyer, s.f.ids.lamp);
    const number = await invoiceNumberOf(s, bought.orderId);
    const row = (await orderRepo.findByNumber(s.db.kysely, bought.orderId))!;
    const before = { number, at: row.invoiced_at };
    expect(before.at).not.toBeNull();

    await fulfil(s.deps, bought.orderId);
    await Promise.all([
      fulfil(s.deps, bought.orderId),
      callEndpoint(s.app, captureOrder, { params: { orderId: bought.orderId } }, buyer),
      s.app.paymentOutcomes.paid({ sessionId: row.checkout_session_id!, orderRef: bought.orderId }),
    ]);
    const after = (await orderRepo.findByNumber(s.db.kysely, bought.orderId))!;
    expect({ number: after.invoice_number, at: after.invoiced_at }).toEqual(before);
    const numbers = await allInvoiceNumbers(s);
    expect(numbers).toEqual(oneTo(numbers.length));
    expect(await counterOf(s)).toBe(numbers.length);
  });
});

describe.each(testDialects)('invoice numbers under concurrency on %s', (dialect) => {
  let s: OrderShop;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
  });
  afterAll(() => s.close());

  it('gives 10 orders paid at once exactly the numbers 1 to 10, however their fulfilments race', async () => {
    const buyers: Shopper[] = [];
    const orders: Bought[] = [];
    for (let i = 0; i < 10; i++) {
      const buyer = await s.customer(`race-${i}`);
      await buyer.add(itemAt(s.f.fillers, i), 1);
      buyers.push(buyer);
      orders.push(await placeUnpaid(s, buyer));
    }
    // Each order is paid on its page (which fulfils it) while its return page and a second
    // report of the payment try to fulfil it too.
    await Promise.all(
      orders.flatMap((order, i) => [
        s.payOnPage(order.checkoutUrl),
        callEndpoint(s.app, captureOrder, { params: { orderId: order.orderId } }, itemAt(buyers, i)),
        fulfil(s.deps, order.orderId),
      ]),
    );
    await Promise.all(orders.map((order) => fulfil(s.deps, order.orderId)));

    const numbers = await Promise.all(orders.map((order) => invoiceNumberOf(s, order.orderId)));
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(oneTo(10));
    expect(await allInvoiceNumbers(s)).toEqual(oneTo(10));
    expect(await counterOf(s)).toBe(10);
  });
});
