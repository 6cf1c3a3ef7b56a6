import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';

/**
 * Catalogue edits are recorded whatever column they touch (migration 019): a column added to a
 * catalogue table after the triggers were made still makes remembered answers stale, and a
 * stock change still bumps its product's version only.
 */
describe.each(testDialects)('edits of columns added later on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  // PostgreSQL learns of a write by notification: these checks poll.
  const soon = { timeout: 3000, interval: 20 };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
    // What a later migration would do, before this instance prepares any read.
    await sql`alter table inventory add column care_notes text`.execute(t.db.kysely);
    await sql`alter table inventory_stock add column reserved integer not null default 0`.execute(t.db.kysely);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Asks for `url` until it is answered from memory (PostgreSQL may still be hearing of a write). */
  const remembered = async (url: string) =>
    expect
      .poll(async () => {
        await get(url);
        const { misses } = t.app.publicAnswers.stats;
        await get(url);
        return t.app.publicAnswers.stats.misses === misses;
      }, soon)
      .toBe(true);
  /** Whether asking for `url` now makes its answer anew. */
  const remade = async (url: string) => {
    const { misses } = t.app.publicAnswers.stats;
    await get(url);
    return t.app.publicAnswers.stats.misses > misses;
  };

  it('an update of a new inventory column invalidates the remembered answers', async () => {
    const urls = ['/api/product/inventory?categoryId=1&page=1&num=12', `/api/product/inventory/${f.ids.sneaker}`];
    for (const url of urls) await remembered(url);
    const before = await t.db.catalogVersion();
    await sql`update inventory set care_notes = 'Hand wash' where inventory_id = ${f.ids.oxford}`.execute(t.db.kysely);
    await t.db.catchUp();
    expect(await t.db.catalogVersion()).toBeGreaterThan(before);
    for (const url of urls) expect(await remade(url)).toBe(true);
  });

  it('a stock change, or an update of a new stock column, remakes only its product', async () => {
    const reviewed = `/api/product/inventory/${f.ids.oxford}`;
    const unrelated = ['/api/product/inventory?categoryId=1&page=1&num=12', `/api/product/inventory/${f.ids.sneaker}`];
    for (const write of [
      sql`update inventory_stock set stock = stock + 1 where inventory_id = ${f.ids.oxford}`,
      sql`update inventory_stock set reserved = reserved + 1 where inventory_id = ${f.ids.oxford}`,
    ]) {
      for (const url of [reviewed, ...unrelated]) await remembered(url);
      const catalog = await t.db.catalogVersion();
      const product = await t.db.productVersion(f.ids.oxford);
      await write.execute(t.db.kysely);
      await t.db.catchUp([f.ids.oxford]);
      expect(await t.db.productVersion(f.ids.oxford)).toBeGreaterThan(product);
      expect(await t.db.catalogVersion()).toBe(catalog);
      expect(await remade(reviewed)).toBe(true);
      for (const url of unrelated) expect(await remade(url)).toBe(false);
    }
  });
});
