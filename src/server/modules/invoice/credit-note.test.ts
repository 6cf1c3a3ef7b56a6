import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditNotePdf, getOrder, requestRefund } from '@shared/contract/order';
import { createRefund } from '@shared/contract/console-refunds';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { formatInvoiceNumber } from './invoice-content.js';
import { pdfText } from './invoice.fixture.js';

/** A credit note per completed refund: its own gap-free numbers, the invoice it corrects, who may read it. */
describe.each(testDialects)('credit notes on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('credit-operator');
  });
  afterAll(() => s.close());

  const download = (who: Shopper, orderUuid: string, refundId: number) =>
    callEndpoint(s.app, getCreditNotePdf, { params: { orderUuid, refundId } }, who);

  it('draws one per refund, naming the invoice, the units and amounts, for the shopper and the operator', async () => {
    const ada = await s.customer('credit-ada');
    const { orderUuid, orderId, items } = await s.paidOrder(
      ada,
      [
        [s.f.ids.oxford, 1],
        [s.f.ids.candle, 3],
      ],
      'BIG50',
    );
    const candles = items.find((i) => i.productId === s.f.ids.candle)!.orderItemId;
    const byLines = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid }, body: { lines: [{ orderItemId: candles, qty: 2 }], reason: 'Two arrived cracked' } },
      operator,
    );
    const byAmount = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid }, body: { amount: 300, reason: 'Late' } },
      operator,
    );
    expect([byLines.status, byAmount.status]).toEqual([200, 200]);

    const { data: detail } = await callEndpoint(s.app, getOrder, { params: { orderUuid } }, ada);
    const numbers = detail.refunds.map((r) => r.creditNoteNumber);
    expect(numbers.every((n) => n !== null && /^CN-\d{6}$/.test(n))).toBe(true);
    expect(Number(numbers[1]!.slice(3)) - Number(numbers[0]!.slice(3))).toBe(1);

    const first = detail.refunds[0]!;
    const res = await download(ada, orderUuid, first.refundId);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${first.creditNoteNumber}.pdf"`);
    const text = (await pdfText(res.data)).replace(/\s+/g, ' ');
    const invoice = (await s.db.kysely
      .selectFrom('customer_order')
      .select('invoice_number')
      .where('order_uuid', '=', orderUuid)
      .executeTakeFirstOrThrow())!.invoice_number!;
    for (const shown of [
      'CREDIT NOTE',
      first.creditNoteNumber!,
      formatInvoiceNumber(invoice),
      orderId,
      'Crème Brûlée Candle',
      'Two arrived cracked',
      '-$24.18',
    ]) {
      expect(text).toContain(shown);
    }
    const goodwill = await pdfText((await download(ada, orderUuid, detail.refunds[1]!.refundId)).data);
    expect(goodwill.replace(/\s+/g, ' ')).toContain('-$3.00');

    // The operator reads any order's credit note; another customer none, and another order's refund id is unknown.
    expect((await download(operator, orderUuid, first.refundId)).status).toBe(200);
    const bob = await s.customer('credit-bob');
    expect((await download(bob, orderUuid, first.refundId)).status).toBe(404);
    const other = await s.paidOrder(bob, [[s.f.ids.oxford, 1]]);
    expect((await download(bob, other.orderUuid, first.refundId)).status).toBe(404);
    expect((await download(ada, orderUuid, 0)).status).toBe(400);
  });

  it('is not made for a refund that has not completed', async () => {
    const ada = await s.customer('credit-pending');
    const { orderUuid } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    await callEndpoint(s.app, requestRefund, { params: { orderUuid }, body: { reason: 'Too big' } }, ada);
    const refundId = (await callEndpoint(s.app, getOrder, { params: { orderUuid } }, ada)).data.refunds[0]!.refundId;
    const res = await download(ada, orderUuid, refundId);
    expect([res.status, res.body.errMsg]).toEqual([409, 'A credit note is made once the refund is completed']);
  });

  it('numbers credit notes without gaps however many refunds complete at once', async () => {
    const shoppers = await Promise.all([0, 1, 2, 3].map((i) => s.customer(`credit-many-${i}`)));
    const orders = [];
    for (const shopper of shoppers) orders.push(await s.paidOrder(shopper, [[s.f.ids.candle, 2]]));
    const answers = await Promise.all(
      orders.flatMap((o) => [
        callEndpoint(
          s.app,
          createRefund,
          { params: { orderUuid: o.orderUuid }, body: { amount: 100, reason: 'A' } },
          operator,
        ),
        callEndpoint(
          s.app,
          createRefund,
          { params: { orderUuid: o.orderUuid }, body: { amount: 200, reason: 'B' } },
          operator,
        ),
      ]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = (
      await s.db.kysely.selectFrom('refund').select('credit_note_number').where('status', '=', 'succeeded').execute()
    )
      .map((r) => r.credit_note_number!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const { last } = await s.db.kysely.selectFrom('credit_note_counter').select('last').executeTakeFirstOrThrow();
    expect(last).toBe(numbers.length);
  });
});
