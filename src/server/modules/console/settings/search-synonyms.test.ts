import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSearchSynonyms, saveSearchSynonyms } from '@shared/contract/console-settings';
import { listActivity } from '@shared/contract/console-staff';
import { listProductFacets, listProducts, suggest } from '@shared/contract/catalog';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)("the search's synonyms on %s", (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  const search = async (words: string) =>
    (await callEndpoint(s.app, listProducts, { query: { search: words, num: 50 } })).data.list
      .map((c) => c.name)
      .sort();

  const suggested = async (q: string) => {
    const { products, categories } = (await callEndpoint(s.app, suggest, { query: { q } })).data;
    return { products: products.map((p) => p.name), categories: categories.map((c) => c.displayName) };
  };

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('synonyms-operator');
  });
  afterAll(() => s.close());

  it('are saved in the console and used by the next search, on the list and the facets alike', async () => {
    expect((await operator.call(getSearchSynonyms, {})).body.data).toEqual({ groups: [] });
    expect(await search('footwear')).toEqual([]);
    // Asked once before the change, so a remembered answer would show if the change were missed.
    expect(await search('torch')).toEqual([]);

    const saved = await operator.call(saveSearchSynonyms, {
      body: { groups: ['  footwear,shoes , sneaker, Shoes', 'torch, desk lamp'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ groups: ['footwear, shoes, sneaker', 'torch, desk lamp'] });
    expect((await operator.call(getSearchSynonyms, {})).body.data).toEqual(saved.body.data);

    // "footwear" finds what "shoes" (a category) and "sneaker" find; a phrase stands for a word.
    expect(await search('footwear')).toEqual(['Canvas Sneaker']);
    const facets = (await callEndpoint(s.app, listProductFacets, { query: { search: 'footwear' } })).data;
    expect(facets.categories.map((c) => [c.displayName, c.count])).toEqual([['Shoes', 1]]);
    expect(await search('torch')).toEqual(['Walnut Desk Lamp']);
    expect(await search('walnut torch')).toEqual(['Walnut Desk Lamp']);
    // Either way round.
    expect(await search('desk lamp')).toEqual(['Walnut Desk Lamp']);

    // Emptied: the words find only themselves again.
    await operator.call(saveSearchSynonyms, { body: { groups: [] } });
    expect(await search('torch')).toEqual([]);
  });

  it('are used by the next suggestion, as by the search', async () => {
    // Asked before the change: a remembered suggestion would show if the change were missed.
    expect(await suggested('footwear')).toEqual({ products: [], categories: [] });
    await operator.call(saveSearchSynonyms, { body: { groups: ['footwear, shoes, sneaker', 'torch, desk lamp'] } });
    // "footwear" suggests the Shoes category (by its name) and the sneaker (by its name).
    expect(await suggested('footwear')).toEqual({ products: ['Canvas Sneaker'], categories: ['Shoes'] });
    expect((await suggested('walnut torch')).products).toEqual(['Walnut Desk Lamp']);
    expect((await suggested('desk lamp')).products).toEqual(['Walnut Desk Lamp']);
    await operator.call(saveSearchSynonyms, { body: { groups: [] } });
    expect(await suggested('torch')).toEqual({ products: [], categories: [] });
  });

  it('records who changed them in the activity log', async () => {
    await operator.call(saveSearchSynonyms, { body: { groups: ['sofa, couch'] } });
    const activity = await operator.call(listActivity, { query: {} });
    expect(activity.body.data!.list.some((e) => e.subject === 'search synonyms')).toBe(true);
  });

  it('refuses a group of one word, and text that is not plain, with a message', async () => {
    const one = await operator.call(saveSearchSynonyms, { body: { groups: ['sofa, couch', 'settee'] } });
    expect(one.status).toBe(400);
    expect(one.body.errMsg).toContain('A synonym group needs two words or more, separated by commas');
    const control = await operator.call(saveSearchSynonyms, { body: { groups: ['sofa,\u0000couch'] } });
    expect(control.status).toBe(400);
    expect(control.body.errMsg).toContain('must not contain control characters');
    const wrong = await operator.callWithInvalidInput(saveSearchSynonyms, { body: { groups: 'sofa, couch' } });
    expect(wrong.status).toBe(400);
    expect((await operator.call(getSearchSynonyms, {})).body.data).toEqual({ groups: ['sofa, couch'] });
  });

  it('are for operators only', async () => {
    const shopper = await s.customer('synonyms-shopper');
    expect((await shopper.call(getSearchSynonyms, {})).status).toBe(403);
    expect((await shopper.call(saveSearchSynonyms, { body: { groups: [] } })).status).toBe(403);
  });
});
