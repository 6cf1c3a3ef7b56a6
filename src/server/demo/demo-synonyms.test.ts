import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts } from '@shared/contract/catalog';
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
});
