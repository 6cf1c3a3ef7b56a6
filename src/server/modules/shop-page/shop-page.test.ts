import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getShopPage, listAdminShopPages, saveShopPage } from '@shared/contract/shop-pages';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('shop pages on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('pages-operator');
  });
  afterAll(() => s.close());

  it('every page starts with its starter text and is public', async () => {
    for (const slug of ['shipping', 'returns', 'privacy', 'contact'] as const) {
      const res = await callEndpoint(s.app, getShopPage, { params: { slug } });
      expect(res.status, res.body.errMsg).toBe(200);
      const page = res.data;
      expect(page.slug).toBe(slug);
      expect(page.bodyHtml).toContain('<p>');
      expect(res.headers['cache-control']).toContain('public');
    }
    const unknown = await callEndpointWithInvalidInput(s.app, getShopPage, { params: { slug: 'terms' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errMsg).toContain('Unknown page');
  });

  it('the operator saves a page: sanitised, shown to the public at once, audited', async () => {
    const before = (await callEndpoint(s.app, getShopPage, { params: { slug: 'returns' } })).data.bodyHtml;
    const res = await callEndpoint(
      s.app,
      saveShopPage,
      {
        params: { slug: 'returns' },
        body: {
          title: 'Returns and refunds',
          bodyHtml:
            '<h2>Thirty days</h2><p onclick="steal()">Send it <strong>back</strong></p><script>alert(1)</script>',
        },
      },
      operator,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({
      slug: 'returns',
      title: 'Returns and refunds',
      bodyHtml: '<h2>Thirty days</h2><p>Send it <strong>back</strong></p>',
    });
    const shown = (await callEndpoint(s.app, getShopPage, { params: { slug: 'returns' } })).data;
    expect(shown.bodyHtml).not.toBe(before);
    expect(shown).toMatchObject({ title: 'Returns and refunds', bodyHtml: res.data.bodyHtml });

    const list = (await callEndpoint(s.app, listAdminShopPages, {}, operator)).data.list;
    expect(list.map((p) => p.slug)).toEqual(['shipping', 'returns', 'privacy', 'contact']);

    const audit = await s.db.kysely.selectFrom('admin_audit').selectAll().where('entity', '=', 'page').execute();
    expect(audit.map((a) => [a.actor, a.action, JSON.parse(a.detail_json)])).toEqual([
      [`operator:${operator.userId}`, 'update', { slug: 'returns' }],
    ]);
  });

  it('refuses bad input with a 400 and changes nothing; customers may not write', async () => {
    const before = (await callEndpoint(s.app, getShopPage, { params: { slug: 'privacy' } })).data;
    for (const [slug, body, message] of [
      ['privacy', { title: '  ', bodyHtml: '<p>x</p>' }, 'Title must not be empty'],
      ['privacy', { title: 'Privacy', bodyHtml: 'x'.repeat(20_001) }, 'at most 20,000'],
      ['terms', { title: 'Terms', bodyHtml: '' }, 'Unknown page'],
    ] as const) {
      const res = await callEndpointWithInvalidInput(s.app, saveShopPage, { params: { slug }, body }, operator);
      expect(res.status, slug).toBe(400);
      expect(res.body.errMsg).toContain(message);
    }
    const customer = await s.customer('pages-customer');
    expect(
      (
        await callEndpoint(
          s.app,
          saveShopPage,
          { params: { slug: 'privacy' }, body: { title: 'Mine', bodyHtml: '' } },
          customer,
        )
      ).status,
    ).toBe(403);
    expect((await callEndpoint(s.app, getShopPage, { params: { slug: 'privacy' } })).data).toEqual(before);
  });
});
