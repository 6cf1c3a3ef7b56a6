import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPageListSchema, shopPageSchema } from '@shared/schemas/shop-page';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('shop pages on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  const publicGet = (url: string) => s.app.inject({ url: `/api${url}` });

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('pages-operator');
  });
  afterAll(() => s.close());

  it('every page starts with its starter text and is public', async () => {
    for (const slug of ['shipping', 'returns', 'privacy', 'contact']) {
      const res = await publicGet(`/pages/${slug}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = shopPageSchema.parse(res.json().data);
      expect(page.slug).toBe(slug);
      expect(page.bodyHtml).toContain('<p>');
      expect(res.headers['cache-control']).toContain('public');
    }
    const unknown = await publicGet('/pages/terms');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errMsg).toContain('Unknown page');
  });

  it('the operator saves a page: sanitised, shown to the public at once, audited', async () => {
    const before = (await publicGet('/pages/returns')).json().data.bodyHtml as string;
    const res = await operator.call('POST', '/admin/pages/returns', {
      title: 'Returns and refunds',
      bodyHtml: '<h2>Thirty days</h2><p onclick="steal()">Send it <strong>back</strong></p><script>alert(1)</script>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      slug: 'returns',
      title: 'Returns and refunds',
      bodyHtml: '<h2>Thirty days</h2><p>Send it <strong>back</strong></p>',
    });
    const shown = shopPageSchema.parse((await publicGet('/pages/returns')).json().data);
    expect(shown.bodyHtml).not.toBe(before);
    expect(shown).toMatchObject({ title: 'Returns and refunds', bodyHtml: res.body.data.bodyHtml });

    const list = shopPageListSchema.parse((await operator.call('GET', '/admin/pages')).body.data).list;
    expect(list.map((p) => p.slug)).toEqual(['shipping', 'returns', 'privacy', 'contact']);

    const audit = await s.db.kysely.selectFrom('admin_audit').selectAll().where('entity', '=', 'page').execute();
    expect(audit.map((a) => [a.actor, a.action, JSON.parse(a.detail_json)])).toEqual([
      [`operator:${operator.userId}`, 'update', { slug: 'returns' }],
    ]);
  });

  it('refuses bad input with a 400 and changes nothing; customers may not write', async () => {
    const before = (await publicGet('/pages/privacy')).json().data;
    for (const [url, body, message] of [
      ['/admin/pages/privacy', { title: '  ', bodyHtml: '<p>x</p>' }, 'Title must not be empty'],
      ['/admin/pages/privacy', { title: 'Privacy', bodyHtml: 'x'.repeat(20_001) }, 'at most 20,000'],
      ['/admin/pages/terms', { title: 'Terms', bodyHtml: '' }, 'Unknown page'],
    ] as const) {
      const res = await operator.call('POST', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.errMsg).toContain(message);
    }
    const customer = await s.customer('pages-customer');
    expect((await customer.call('POST', '/admin/pages/privacy', { title: 'Mine', bodyHtml: '' })).status).toBe(403);
    expect((await publicGet('/pages/privacy')).json().data).toEqual(before);
  });
});
