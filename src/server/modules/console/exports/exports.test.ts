import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { exportCustomers, exportOrders } from '@shared/contract/console-catalogue-move';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { neutralised, unneutralised } from './csv-answer.js';
import { ErrorCode } from '@shared/envelope';
import { PASSWORD_REQUIRED_MESSAGE, RECENT_SIGN_IN_MS } from '@server/modules/operator-write';

/** The file's rows as a spreadsheet reads them (the byte-order mark dropped), the header first. */
const rowsOf = (file: Buffer) => parse(file, { bom: true }) as string[][];

describe('a cell that starts like a formula', () => {
  it('is prefixed with an apostrophe, and the import reads it back as it was', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)']) {
      expect(neutralised(cell)).toBe(`'${cell}`);
      expect(unneutralised(neutralised(cell))).toBe(cell);
    }
    expect(neutralised('Ada')).toBe('Ada');
    expect(unneutralised("'quoted")).toBe("'quoted");
  });
});

describe.each(testDialects)('the order and customer exports on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let ada: Shopper;
  let orderNumber: string;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('exporting-operator');
    ada = await s.customer('=ada');
    const paid = await s.paidOrder(ada, [
      [s.f.ids.candle, 2],
      [s.f.ids.lamp, 1],
    ]);
    orderNumber = paid.orderId;
  });
  afterAll(() => s.close());

  it('writes one row per order line with the order, its customer, addresses, amounts and states', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await callEndpoint(s.app, exportOrders, { query: { from: today, to: today } }, operator);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    const [header, ...rows] = rowsOf(res.data);
    expect(header!.slice(0, 3)).toEqual(['orderNumber', 'placedAt', 'paidAt']);
    const mine = rows.filter((r) => r[0] === orderNumber);
    expect(mine).toHaveLength(2);
    const at = (name: string) => header!.indexOf(name);
    const line = mine[0]!;
    expect(line[at('paymentStatus')]).toBe('success');
    expect(line[at('shippingState')]).toBe('unshipped');
    expect(line[at('customerEmail')]).toBe(`'${ada.email}`); // it starts with =
    expect(line[at('billingName')]).toBe('Ada Lovelace');
    expect(line[at('shippingAddress')]).toBe('2 Difference Street, San Francisco, CA, 94107, US');
    expect(line[at('refunded')]).toBe('0.00');
    const candle = mine.find((r) => r[at('productId')] === String(s.f.ids.candle))!;
    const lamp = mine.find((r) => r[at('productId')] === String(s.f.ids.lamp))!;
    expect([candle[at('quantity')], lamp[at('quantity')]]).toEqual(['2', '1']);
    expect(candle[at('lineTotal')]).toMatch(/^\d+\.\d{2}$/);

    // Days before the order hold none of it.
    const before = await callEndpoint(s.app, exportOrders, { query: { to: '2000-01-31' } }, operator);
    expect(rowsOf(before.data)).toHaveLength(1);
    const bad = await callEndpointWithInvalidInput(s.app, exportOrders, { query: { from: '2026-13-1' } }, operator);
    expect(bad.status).toBe(400);
    const backwards = await callEndpointWithInvalidInput(
      s.app,
      exportOrders,
      { query: { from: '2026-02-01', to: '2026-01-01' } },
      operator,
    );
    expect(backwards.status).toBe(400);
  });

  it('writes customers with nothing secret, a name that starts like a formula neutralised', async () => {
    const res = await callEndpoint(s.app, exportCustomers, { query: { search: '=ada' } }, operator);
    const [header, ...rows] = rowsOf(res.data);
    expect(header).toEqual([
      'customerId',
      'email',
      'screenName',
      'role',
      'createdAt',
      'closedAt',
      'paidOrders',
      'totalSpent',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]![1]).toBe(`'${ada.email}`);
    expect(rows[0]![6]).toBe('1');
    const all = res.data.toString('utf8');
    expect(all).not.toMatch(/argon|\$2[aby]\$|password/i);
    // Only an operator may take the files.
    const refused = await callEndpoint(s.app, exportCustomers, { query: {} }, ada);
    expect(refused.status).toBe(403);
  });

  it('asks for the password again for the customer file once the sign-in is older than 10 minutes', async () => {
    s.clock.advance(RECENT_SIGN_IN_MS + 60_000);
    const asked = await callEndpoint(s.app, exportCustomers, { query: {} }, operator);
    expect([asked.status, asked.body.code, asked.body.errMsg]).toEqual([
      403,
      ErrorCode.passwordRequired,
      PASSWORD_REQUIRED_MESSAGE,
    ]);
    // The order file holds no address book of every customer: it is not asked again.
    const orders = await callEndpoint(s.app, exportOrders, { query: {} }, operator);
    expect(orders.status).toBe(200);
  });
});
