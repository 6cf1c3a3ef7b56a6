import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartItem, estimateCart, listCart } from '@shared/contract/cart';
import { getProduct, listProducts } from '@shared/contract/catalog';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { callEndpoint } from '@server/test/call-endpoint';
import { FIXTURE_STOCK, insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { reserveStock, setStock, stockOf } from './stock.repository.js';

describe.each(testDialects)('stock on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  /** A product's public answer, conditional on an ETag when given. */
  const get = (id: number, headers: Record<string, string> = {}) =>
    callEndpoint(t.app, getProduct, { params: { id } }, { headers });
  const getList = (headers: Record<string, string> = {}) =>
    callEndpoint(t.app, listProducts, { query: { page: 1, num: 5 } }, { headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
  });
  afterAll(() => t.close());

  it('tells the public how many units are left only when few are', async () => {
    const read = async (id: number) => (await get(id)).data;
    expect(await read(f.ids.oxford)).toMatchObject({ stock: 6, stockState: 'in_stock' }); // 1000 in stock
    await setStock(t.db.kysely, f.ids.flannel, 5);
    await expect
      .poll(async () => read(f.ids.flannel), { timeout: 3000, interval: 20 })
      .toMatchObject({
        stock: 5,
        stockState: 'low',
      });
    await setStock(t.db.kysely, f.ids.flannel, 0);
    await expect
      .poll(async () => read(f.ids.flannel), { timeout: 3000, interval: 20 })
      .toMatchObject({
        stock: 0,
        stockState: 'sold_out',
      });
  });

  it('never serves a remembered product answer with an old count, and leaves other answers remembered', async () => {
    await setStock(t.db.kysely, f.ids.candle, 8);
    await expect
      .poll(async () => (await get(f.ids.candle)).data.stockState, { timeout: 3000, interval: 20 })
      .toBe('in_stock');
    const first = await get(f.ids.candle);
    const listTag = String((await getList()).headers.etag);
    const catalogVersion = await t.db.catalogVersion();

    await t.db.transaction((tx) => reserveStock(tx.kysely, [{ productId: f.ids.candle, qty: 3, name: 'Candle' }]));
    // On PostgreSQL the product's new version is announced by NOTIFY, a moment after commit.
    await expect.poll(async () => (await get(f.ids.candle)).data.stock, { timeout: 3000, interval: 20 }).toBe(5);
    expect((await get(f.ids.candle, { 'if-none-match': String(first.headers.etag) })).status).toBe(200);

    // A sale is not a catalogue edit: the catalogue version and every other answer stay.
    expect(await t.db.catalogVersion()).toBe(catalogVersion);
    expect((await getList({ 'if-none-match': listTag })).status).toBe(304);

    await setStock(t.db.kysely, f.ids.candle, 2);
    await expect.poll(async () => (await get(f.ids.candle)).data.stock, { timeout: 3000, interval: 20 }).toBe(2);
  });

  it('refuses to take more than is left, naming the product and what is left, and takes nothing then', async () => {
    await setStock(t.db.kysely, f.ids.lamp, 2);
    await setStock(t.db.kysely, f.ids.flannel, 0);
    const take = (wants: { productId: number; qty: number; name: string }[]) =>
      t.db.transaction((tx) => reserveStock(tx.kysely, wants));
    await expect(
      take([
        { productId: f.ids.oxford, qty: 1, name: 'Oxford' },
        { productId: f.ids.lamp, qty: 2, name: 'Walnut Desk Lamp' },
        { productId: f.ids.lamp, qty: 1, name: 'Walnut Desk Lamp' }, // summed per product: 3 > 2
      ]),
    ).rejects.toMatchObject({ status: 409, message: 'Only 2 left of "Walnut Desk Lamp"' });
    await expect(take([{ productId: f.ids.flannel, qty: 1, name: 'Weekend Flannel' }])).rejects.toMatchObject({
      status: 409,
      message: '"Weekend Flannel" is out of stock',
    });
    expect(await stockOf(t.db.kysely, f.ids.oxford)).toBe(FIXTURE_STOCK);
    expect(await stockOf(t.db.kysely, f.ids.lamp)).toBe(2);
  });

  it('never goes below zero, even written by hand (a check constraint)', async () => {
    await expect(
      t.db.kysely.updateTable('inventory_stock').set({ stock: -1 }).where('inventory_id', '=', f.ids.oxford).execute(),
    ).rejects.toThrow();
    expect(await stockOf(t.db.kysely, f.ids.oxford)).toBe(FIXTURE_STOCK);
  });

  it('marks a cart line of a sold-out product invalid, and counts it towards nothing', async () => {
    const user = await signedInUser(t, `soldout-${dialect}@example.com`);
    await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.shirtdress, qty: 1 } }, user);
    await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.oxford, qty: 1 } }, user);
    const lineOf = async () =>
      (await callEndpoint(t.app, listCart, {}, user)).data.list.find((l) => l.inventoryId === f.ids.shirtdress);
    expect((await lineOf())?.isValid).toBe(true);
    await setStock(t.db.kysely, f.ids.shirtdress, 0);
    expect((await lineOf())?.isValid).toBe(false);
    expect((await callEndpoint(t.app, estimateCart, {}, user)).data).toMatchObject({ amount: 4500 });
  });
});
