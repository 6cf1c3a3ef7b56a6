import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '@shared/schemas/catalog';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestApp, testConfig, testDialects, type TestApp } from '@server/test/test-app';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { itemAt } from '@shared/item-at';

/** The answer memory after a review: only the reviewed product's answers are remade. */
describe.each(testDialects)('remembered public answers after a review on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  // PostgreSQL learns of a write by notification; the guarantee is "no stale answer once it
  // has arrived", so these checks poll (and fail if the answer never changes).
  const soon = { timeout: 3000, interval: 20 };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const review = async (productId: number, content: string) => {
    const reviewer = await t.db.kysely.selectFrom('app_user').select('user_id').executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('review')
      .values({
        inventory_id: productId,
        user_id: reviewer.user_id,
        rating: 2,
        content,
        photo_path: null,
        created_at: new Date().toISOString(),
        order_item_id: null,
      })
      .execute();
  };

  it('never serves a product its reviews from before a review was written', async () => {
    const url = `/api/product/inventory/${f.ids.oxford}/review`;
    const reviews = async () => reviewListSchema.parse((await get(url)).json().data);
    const before = await reviews();
    expect(before.list.map((r) => r.content)).not.toContain('Seams came apart');
    await review(f.ids.oxford, 'Seams came apart');
    await expect.poll(async () => (await reviews()).list.map((r) => r.content), soon).toContain('Seams came apart');
    expect((await reviews()).total).toBe(before.total + 1);
  });

  it('keeps every answer that does not show the reviewed product', async () => {
    const unrelated = [
      '/api/product/inventory?categoryId=1&page=1&num=12',
      `/api/product/inventory/${f.ids.sneaker}`,
      `/api/product/inventory/${f.ids.sneaker}/review`,
      '/api/home/nav-items',
    ];
    const reviewed = [`/api/product/inventory/${f.ids.oxford}`, `/api/product/inventory/${f.ids.oxford}/review`];
    for (const url of [...unrelated, ...reviewed]) await get(url);
    for (const url of [...unrelated, ...reviewed]) expect(await t.app.publicAnswers.current(url), url).toBeDefined();

    await review(f.ids.oxford, 'Great colour');
    for (const url of reviewed) await expect.poll(() => t.app.publicAnswers.current(url), soon).toBeUndefined();
    for (const url of unrelated) expect(await t.app.publicAnswers.current(url), url).toBeDefined();
  });

  it('still forgets everything on a catalogue edit', async () => {
    const url = '/api/product/inventory?categoryId=1&page=1&num=12';
    await get(url);
    expect(await t.app.publicAnswers.current(url)).toBeDefined();
    await t.db.kysely.updateTable('inventory').set({ price: 1234 }).where('inventory_id', '=', f.ids.lamp).execute();
    await expect.poll(() => t.app.publicAnswers.current(url), soon).toBeUndefined();
  });
});

/** The answer memory keeps what is asked for: least recently used out first, within a byte budget. */
describe.each(testDialects)('the answer memory budget on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  /** A second app over the same database, its memory `budget` bytes. */
  const appWithBudget = async (budget: number) => {
    const app = await buildTestApp(testConfig(t.dataDir, { ANSWER_MEMORY_MB: String(budget / 1024 / 1024) }), {
      db: t.db,
      webDir: '/nonexistent',
      orderSweep: false,
    });
    apps.push(app);
    return app;
  };
  const get = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
  };
  const product = (id: number) => `/api/product/inventory/${id}`;
  /** What each answer costs the budget, as an unbounded memory counts it. */
  const costs = async (urls: string[]) => {
    const app = await appWithBudget(1024 * 1024);
    const bytes: number[] = [];
    for (const url of urls) {
      const before = app.publicAnswers.stats.bytes;
      await get(app, url);
      bytes.push(app.publicAnswers.stats.bytes - before);
    }
    return bytes;
  };

  it('holds no more bytes than its budget, dropping the least recently used', async () => {
    const urls = [f.ids.oxford, f.ids.sneaker, f.ids.lamp].map(product);
    const [a, b, c] = await costs(urls);
    if (a === undefined || b === undefined || c === undefined) throw new Error('costs answers one size per URL');
    const app = await appWithBudget(a + b + c - 1); // one byte short of all three
    for (const url of urls) await get(app, url);
    expect(app.publicAnswers.stats.bytes).toBeLessThanOrEqual(app.publicAnswers.maxBytes);
    expect(app.publicAnswers.stats.entries).toBe(2);
    expect(await app.publicAnswers.current(itemAt(urls, 0))).toBeUndefined();
    expect(await app.publicAnswers.current(itemAt(urls, 1))).toBeDefined();
    expect(await app.publicAnswers.current(itemAt(urls, 2))).toBeDefined();
  });

  it('keeps an answer that was asked for again over one asked for once', async () => {
    const urls = [f.ids.oxford, f.ids.sneaker, f.ids.lamp].map(product);
    const [a, b, c] = await costs(urls);
    if (a === undefined || b === undefined || c === undefined) throw new Error('costs answers one size per URL');
    const app = await appWithBudget(Math.max(a, b) + c); // room for the first or second, and the third
    await get(app, itemAt(urls, 0));
    await get(app, itemAt(urls, 1));
    await get(app, itemAt(urls, 0)); // a hit: the first is now the most recently used
    const { hits, misses } = app.publicAnswers.stats;
    expect({ hits, misses }).toEqual({ hits: 1, misses: 2 });
    await get(app, itemAt(urls, 2));
    expect(await app.publicAnswers.current(itemAt(urls, 0))).toBeDefined();
    expect(await app.publicAnswers.current(itemAt(urls, 1))).toBeUndefined();
    expect(await app.publicAnswers.current(itemAt(urls, 2))).toBeDefined();
  });

  it('remembers nothing with a budget of 0, and still answers', async () => {
    const app = await appWithBudget(0);
    await get(app, product(f.ids.oxford));
    await get(app, product(f.ids.oxford));
    expect(app.publicAnswers.stats).toMatchObject({ entries: 0, bytes: 0, hits: 0, misses: 2 });
  });
});
