import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, suggest } from '@shared/contract/catalog';
import { callEndpoint } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';

describe.each(testDialects)("the demo shop's tees on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('are found by t-shirt, t shirt and tshirt (its synonym group) as by tee', async () => {
    const names = async (search: string) =>
      (await callEndpoint(t.app, listProducts, { query: { search, num: 60 } })).data.list.map((c) => c.name).sort();
    const tees = await names('tee');
    expect(tees).toContain('Linen-Blend Pocket Tee');
    for (const typed of ['t-shirt', 't shirt', 'tshirt', 'T-Shirts']) expect(await names(typed), typed).toEqual(tees);
  });

  it('are suggested for t-shirt, t shirt and tshirt: the first the search lists', async () => {
    const firstFound = (search: string) =>
      callEndpoint(t.app, listProducts, { query: { search, num: 8 } }).then((r) => r.data.list.map((c) => c.name));
    const suggested = (q: string) =>
      callEndpoint(t.app, suggest, { query: { q } }).then((r) => r.data.products.map((p) => p.name));
    // Suggestions are the products whose name matches, as the search lists them first.
    const tees = (await firstFound('tee')).filter((name) => /\bTee\b/.test(name));
    expect(tees).toContain('Linen-Blend Pocket Tee');
    for (const typed of ['t-shirt', 't shirt', 'tshirt', 'T-Shirts']) {
      expect(await suggested(typed), typed).toEqual(tees);
      expect((await firstFound(typed)).slice(0, tees.length), typed).toEqual(tees);
    }
  });
});
