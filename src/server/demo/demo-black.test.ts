import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAddons, listProducts } from '@shared/contract/catalog';
import { callEndpoint } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';

/**
 * The demo sells black where a shop would (headphones, bags, shoes, tees), so "black" is a word of
 * its catalogue: "black headphones" finds the headphones offered in Black, and is never corrected
 * to "back headphones" (the open-back pair) as it was while no demo product came in black.
 */
describe.each(testDialects)("the demo shop's black products on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const search = async (words: string) =>
    (await callEndpoint(t.app, listProducts, { query: { search: words, num: 60 } })).data;
  const colours = async (productId: number) =>
    (await callEndpoint(t.app, listAddons, { params: { id: productId } })).data.list
      .filter((a) => a.addonType === 'color')
      .map((a) => a.name);

  it('"black headphones" finds headphones offered in Black, as typed', async () => {
    const found = await search('black headphones');
    expect(found.correctedSearch).toBeUndefined();
    expect(found.list.length).toBeGreaterThan(0);
    for (const card of found.list) {
      expect(card.name, card.name).toMatch(/Headphones/);
      expect(await colours(card.inventoryId), card.name).toContain('Black');
    }
  });

  it('offers Black in bags, shoes and tees too', async () => {
    for (const words of ['black bag', 'black sneaker', 'black tee']) {
      const found = await search(words);
      expect(found.correctedSearch, words).toBeUndefined();
      expect(found.list.length, words).toBeGreaterThan(0);
    }
  });
});
