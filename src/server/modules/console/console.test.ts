import { execFile } from 'node:child_process';
import { queryOf } from '@server/test/call-endpoint';
import { getConsoleOrder, listConsoleOrders } from '@shared/contract/console-orders';
import { requestRefund } from '@shared/contract/order';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleOrderListSchema } from '@shared/schemas/console';
import { testDialects } from '@server/test/test-app';
import { GRANT_NOTE } from './operator-role.js';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

const run = promisify(execFile);

describe.each(testDialects)('the operator scope on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let customer: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('admin-operator');
    customer = await s.customer('admin-customer');
  });
  afterAll(() => s.close());

  it('answers 401 without a token, 403 to a customer and an operator’s answer on every admin route', async () => {
    // raw: openapi.json is not an endpoint of the contract
    const spec = (await s.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths)
      // Accepting an invitation to the staff is for the invitee, who is not staff yet (staff.test.ts).
      .filter(([p]) => p.startsWith('/api/admin/') && p !== '/api/admin/staff/invitations/accept')
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), p] as const));
    // Every call of the issues is there: orders (list, detail, approve, reject, ship, shipment status,
    // confirmation mail), reviews (list, hide, show), dashboard, customers (list, one).
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const uuid = '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a';
    for (const [method, template] of routes) {
      const url = template.replace(/\{orderUuid\}/g, uuid).replace(/\{\w+\}/g, '999999'); // ids nobody has: a DELETE removes nothing real
      const payload = method === 'POST' ? {} : undefined;
      const anonymous = await s.app.inject({ method: method as 'GET', url, payload });
      expect([anonymous.statusCode, anonymous.json().code], `${method} ${url}`).toEqual([401, 40100]);
      const refused = await s.app.inject({ method: method as 'GET', url, payload, headers: customer.headers });
      expect([refused.statusCode, refused.json().errMsg], `${method} ${url}`).toEqual([
        403,
        "Your account can't do this",
      ]);
      // The operator passes the scope's check: the call's own answer (200, or a 400/404 for the
      // placeholder ids and empty bodies), never a refusal of the role and never a 500.
      const answered = await s.app.inject({ method: method as 'GET', url, payload, headers: operator.headers });
      expect([401, 403], `${method} ${url}`).not.toContain(answered.statusCode);
      expect(answered.statusCode, `${method} ${url}: ${answered.body}`).toBeLessThan(500);
      // A file endpoint's success is the file (a CSV export, the import template), not the envelope.
      if (answered.statusCode === 200 && !String(answered.headers['content-type']).startsWith('application/json'))
        continue;
      expect(answered.json().code, `${method} ${url}`).toBe(
        answered.statusCode === 200 ? 20000 : answered.statusCode * 100,
      );
    }
  });

  it('lists every customer’s orders, filtered by status and searched by number or email', async () => {
    const ada = await s.customer('admin-list-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const bob = await s.customer('admin-list-bob');
    await bob.add(s.f.ids.lamp, 1);
    const pending = (await bob.order()).data;
    await ada.call(requestRefund, { params: { orderUuid: paid.orderUuid }, body: { reason: 'Too big' } });

    const list = async (query: string) => {
      const res = await operator.call(listConsoleOrders, { query: queryOf(query) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return consoleOrderListSchema.parse(res.body.data);
    };
    const all = await list('?page=1&num=100');
    expect(all.list.map((o) => o.orderId)).toEqual(expect.arrayContaining([paid.orderId, pending.orderId]));
    expect(all.list.find((o) => o.orderId === paid.orderId)?.customerEmail).toBe(ada.email);

    expect((await list(`?search=${paid.orderId.slice(0, 7).toLowerCase()}`)).list.map((o) => o.orderId)).toEqual([
      paid.orderId,
    ]);
    const byEmail = await list(`?search=${encodeURIComponent(bob.email.toUpperCase())}`);
    expect([byEmail.total, byEmail.list[0]?.orderId]).toEqual([1, pending.orderId]);
    expect((await list('?payment=pending')).list.map((o) => o.paymentStatus)).not.toContain('success');
    expect((await list('?refund=requested')).list.map((o) => o.orderId)).toContain(paid.orderId);
    // Wildcards are searched as themselves.
    const underscored = await s.customer('admin_list_carol');
    const carols = (await s.paidOrder(underscored, [[s.f.ids.lamp, 1]])).orderId;
    expect((await list('?search=n_list_c')).list.map((o) => o.orderId)).toEqual([carols]);
    expect((await list('?search=100%25')).total).toBe(0);

    const paged = await list('?page=1&num=1');
    expect([paged.list.length, paged.total]).toEqual([1, all.total + 1]); // and Carol's
    expect((await operator.callWithInvalidInput(listConsoleOrders, { query: { payment: 'lost' } })).status).toBe(400);
    expect((await operator.callWithInvalidInput(listConsoleOrders, { query: { sort: 'password' } })).status).toBe(400);
    expect((await operator.call(getConsoleOrder, { params: { orderUuid: 'not-a-uuid' } })).status).toBe(400);
    expect(
      (await operator.call(getConsoleOrder, { params: { orderUuid: '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a' } })).status,
    ).toBe(404);
  });
});

describe('npm run operator', () => {
  let s: OrderShop;
  beforeAll(async () => {
    s = await openOrderShop('sqlite');
  });
  afterAll(() => s.close());

  const operatorCli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.resolve('src/server/modules/console/operator-cli.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: path.join(s.dataDir, 'shop.db') },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('grants and revokes the role of an existing account while the shop runs', async () => {
    const ada = await s.customer('cli');
    expect((await ada.call(listConsoleOrders, {})).status).toBe(403);

    expect(await operatorCli('grant', ada.email.toUpperCase())).toEqual({
      code: 0,
      out: `${ada.email} is now an operator: an owner of the shop's staff. ${GRANT_NOTE}\n`,
    });
    expect((await ada.call(listConsoleOrders, {})).status).toBe(200);

    expect(await operatorCli('revoke', ada.email)).toEqual({ code: 0, out: `${ada.email} is no longer an operator\n` });
    expect((await ada.call(listConsoleOrders, {})).status).toBe(403);

    expect(await operatorCli('grant', 'nobody@example.com')).toEqual({
      code: 1,
      out: 'No account with the email nobody@example.com\n',
    });
    expect((await operatorCli('promote', ada.email)).code).toBe(2);
  });
});
