import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadProductTemplate, exportProducts, getImport } from '@shared/contract/console-catalogue-move';
import { PRODUCT_FILE_COLUMNS } from '@shared/schemas/catalogue-move';
import { listProducts } from '@shared/contract/catalog';
import { callEndpoint, callEndpointWithForm } from '@server/test/call-endpoint';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestApp,
  createTestDb,
  testConfig,
  testDialects,
  type TestApp,
} from '@server/test/test-app';
import { newSignIn } from '@server/test/users';
import { importProducts } from '@shared/contract/console-catalogue-move';
import { makePhoneJpeg } from '@server/modules/asset/asset.fixture';
import { setOperator } from '@server/modules/console/operator-role';
import { readModelOf } from '@server/modules/catalog';
import { csvFile, finished, importAndWait, importForm, operatorOf, postImport, zipOf } from './imports.fixture.js';
import { generatedCatalogue } from './generated-catalogue.js';

const HEADER = PRODUCT_FILE_COLUMNS.join(',');

/** What the catalogue holds, row counts by table: a run that changes nothing leaves them all equal. */
async function counts(t: TestApp) {
  const tables = ['inventory', 'addon', 'product_variant', 'inventory_stock', 'stock_movement', 'category'] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe.each(testDialects)('the product import on %s', (dialect) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof operatorOf>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    operator = await operatorOf(t);
  });
  afterAll(() => t.close());

  it('imports its own template into an empty shop, and a second run changes nothing', async () => {
    const template = await callEndpoint(t.app, downloadProductTemplate, {}, operator);
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="product-import-template.csv"');
    const file = template.data;
    expect(
      file
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\n')[0],
    ).toBe(HEADER);

    const first = await importAndWait(t.app, operator, [csvFile(file)], { createCategories: 'true' });
    expect(first).toMatchObject({ status: 'done', dryRun: false, rows: 7, done: 7, created: 2, refused: [] });
    const before = await counts(t);
    expect(before.inventory).toBe(2);
    expect(before.product_variant).toBe(6);

    const again = await importAndWait(t.app, operator, [csvFile(file)], { createCategories: 'true' });
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2, refused: [] });
    expect(await counts(t)).toEqual(before);

    // The storefront's search finds what came in.
    const found = await callEndpoint(t.app, listProducts, { query: { search: 'organic cotton' } });
    expect(found.data.list.map((p) => p.name)).toContain('Organic cotton tee');
  });

  it('writes a batch of new products whole: sizes with their SKUs and counts, totals, movements and activity', async () => {
    const report = await importAndWait(t.app, operator, [csvFile(generatedCatalogue(3))], { createCategories: 'true' });
    expect(report).toMatchObject({ status: 'done', rows: 15, created: 3, refused: [] });
    const k = t.db.kysely;
    const made = await k
      .selectFrom('inventory as i')
      .innerJoin('inventory_stock as st', 'st.inventory_id', 'i.inventory_id')
      .select(['i.inventory_id', 'i.external_id', 'i.sku', 'st.stock'])
      .where('i.external_id', 'like', 'GEN-%')
      .orderBy('i.external_id')
      .execute();
    // Product p's size i counts (p + i) % 50: 1–5, 2–6, 3–7.
    expect(made.map((m) => [m.external_id, m.sku, m.stock])).toEqual([
      ['GEN-000001', null, 15],
      ['GEN-000002', null, 20],
      ['GEN-000003', null, 25],
    ]);
    const ids = made.map((m) => m.inventory_id);
    const sizes = await k
      .selectFrom('product_variant as v')
      .innerJoin('addon as s', 's.addon_id', 'v.size_addon_id')
      .select(['v.variant_id', 'v.sku', 'v.stock', 's.name'])
      .where('v.inventory_id', '=', ids[1]!)
      .orderBy('s.position')
      .execute();
    expect(sizes.map((v) => [v.name, v.sku, v.stock])).toEqual([
      ['XS', 'GEN-000002-XS', 2],
      ['S', 'GEN-000002-S', 3],
      ['M', 'GEN-000002-M', 4],
      ['L', 'GEN-000002-L', 5],
      ['XL', 'GEN-000002-XL', 6],
    ]);
    const moves = await k
      .selectFrom('stock_movement')
      .select(['variant_id', 'delta', 'stock_after', 'reason'])
      .where('inventory_id', '=', ids[1]!)
      .orderBy('variant_id')
      .execute();
    expect(moves).toEqual(
      sizes
        .sort((a, b) => a.variant_id - b.variant_id)
        .map((v) => ({ variant_id: v.variant_id, delta: v.stock, stock_after: v.stock, reason: 'Import' })),
    );
    const activity = await k
      .selectFrom('admin_audit')
      .select('entity_id')
      .where('entity', '=', 'product')
      .where('action', '=', 'create')
      .where('entity_id', 'in', ids)
      .execute();
    expect(activity.map((a) => a.entity_id).sort((a, b) => a! - b!)).toEqual(ids);
    const found = await callEndpoint(t.app, listProducts, { query: { search: 'generated product' } });
    expect(found.data.list.map((p) => p.name).sort()).toEqual([
      'Generated product 1',
      'Generated product 2',
      'Generated product 3',
    ]);
  });
  it('adds the products it creates to the storefront in place: the next search and size filter find them, nothing is rebuilt', async () => {
    const list = async (query: Record<string, string>) =>
      (await callEndpoint(t.app, listProducts, { query: { search: 'generated', num: '100', ...query } })).data;
    // The batch above made GEN-000001 to 3: the index holds the shop as it stands, sizes XS to XL.
    expect((await list({})).total).toBe(3);
    const { builds } = readModelOf(t.db).stats;

    // 47 more (GEN-000004 to GEN-000050), each in the same sizes; GEN-000049's S has none in stock.
    const report = await importAndWait(t.app, operator, [csvFile(generatedCatalogue(50))]);
    expect(report).toMatchObject({ status: 'done', created: 47, unchanged: 3, refused: [] });

    expect((await list({})).total).toBe(50);
    const smallInStock = (await list({ size: 'S', inStock: '1' })).list.map((p) => p.name);
    expect(smallInStock).toHaveLength(49);
    expect(smallInStock).not.toContain('Generated product 49');
    expect((await list({ size: 'M', inStock: '1' })).list.map((p) => p.name)).toContain('Generated product 49');
    expect((await list({ sort: 'price_desc', num: '1' })).list[0]!.name).toBe('Generated product 50'); // 60.50
    expect(readModelOf(t.db).stats.builds).toBe(builds);
  });
});

describe.each(testDialects)('what the import refuses on %s', (dialect) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof operatorOf>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    operator = await operatorOf(t);
    // The shop's own categories; the file below may only use these.
    const root = await t.db.kysely
      .insertInto('category')
      .values({ parent_id: null, display_name: 'Clothing', description: '', cover_path: null, sort_order: 0 })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('category')
      .values({ parent_id: root.category_id, display_name: 'Shirts', description: '', cover_path: null, sort_order: 0 })
      .execute();
  });
  afterAll(() => t.close());

  const row = (cells: Partial<Record<(typeof PRODUCT_FILE_COLUMNS)[number], string>>) =>
    PRODUCT_FILE_COLUMNS.map((c) => cells[c] ?? '').join(';');
  const product = (ext: string, more: Partial<Record<(typeof PRODUCT_FILE_COLUMNS)[number], string>> = {}) =>
    row({
      externalId: ext,
      name: `Shirt ${ext}`,
      category: 'Clothing',
      subcategory: 'Shirts',
      price: '19,90',
      pictures: '/media/demo/product/shirt-2-0.svg',
      sku: `SKU-${ext}`,
      stock: '4',
      ...more,
    });

  it('refuses a bad price, an unknown category and a duplicate SKU by line, and takes the other rows', async () => {
    // Semicolons and a byte-order mark, as a spreadsheet in a comma-decimal language saves it.
    const lines = [
      PRODUCT_FILE_COLUMNS.join(';'),
      product('A1'), // line 2
      product('A2', { price: '12.5O' }), // line 3: a letter O
      product('A3', { category: 'Garden', subcategory: 'Tools' }), // line 4
      product('A4', { sku: 'SKU-A1' }), // line 5: A1's SKU
      product('A5', { colors: 'Red|Blue', sku: '', stock: '' }), // line 6, then its combinations
      row({ externalId: 'A5', color: 'Red', sku: 'A5-RED', stock: '2' }),
      row({ externalId: 'A5', color: 'Blue', sku: 'A5-BLUE', stock: '3' }),
    ];
    // A5's first row names no combination although the product has colours: refused as a whole.
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'))]);
    const before = await counts(t);

    const dry = await importAndWait(t.app, operator, [csvFile(file)], { dryRun: 'true' });
    expect(dry).toMatchObject({ status: 'done', dryRun: true, rows: 7, done: 7, created: 1 });
    expect(dry.refused.map((r) => r.line)).toEqual([3, 4, 5, 6]);
    expect(await counts(t)).toEqual(before); // a dry run writes nothing

    const report = await importAndWait(t.app, operator, [csvFile(file)]);
    expect(report).toMatchObject({ status: 'done', dryRun: false, created: 1, updated: 0 });
    expect(report.refused).toEqual([
      { line: 3, reason: 'price "12.5O" is not an amount like 12.50' },
      { line: 4, reason: 'category "Garden" does not exist (import with createCategories=true to make it)' },
      { line: 5, reason: 'SKU SKU-A1 is already on line 2' },
      { line: 6, reason: 'color is empty: each row is one color' },
    ]);
    const made = await t.db.kysely.selectFrom('inventory').select(['external_id', 'price', 'sku']).execute();
    expect(made).toEqual([{ external_id: 'A1', price: 1990, sku: 'SKU-A1' }]);
  });

  it('refuses a file that is not the format, or a form without it, with a 400 and no job', async () => {
    const wrong = await callEndpointWithForm(
      t.app,
      importProducts,
      importForm({}, [csvFile('name,price\nShirt,12.00\n')]),
      operator,
    );
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
    expect(wrong.body.errMsg).toContain('Line 1 must be the header externalId,productId,name');
    const none = await callEndpointWithForm(t.app, importProducts, importForm({ dryRun: 'true' }, []), operator);
    expect(none.status).toBe(400);
    expect(none.body.errMsg).toBe('Send the product file as a field named "file"');
    const flag = await callEndpointWithForm(
      t.app,
      importProducts,
      importForm({ dryRun: 'maybe' }, [csvFile(`${HEADER}\n`)]),
      operator,
    );
    expect(flag.status).toBe(400);
    const unknown = await callEndpoint(
      t.app,
      getImport,
      { params: { importId: '00000000-0000-4000-8000-000000000000' } },
      operator,
    );
    expect(unknown.status).toBe(404);
  });
});

describe.each(testDialects)('pictures, exports and a 10 000-row round trip on %s', (dialect) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof operatorOf>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    operator = await operatorOf(t);
  });
  afterAll(() => t.close());

  it('brings pictures in from a zip, re-encoded as uploads are, and finds them again on a second run', async () => {
    const photo = await makePhoneJpeg(64, 48);
    const csv = [
      HEADER,
      'PIC-1,,Pictured lamp,<p>Warm light</p><script>alert(1)</script>,Home,Lighting,45.00,,4,true,,,,,,,,lamp.jpg|photos/Side.JPG,,,LAMP-1,7',
    ].join('\n');
    const zip = zipOf({ 'lamp.jpg': photo, 'photos/side.jpg': photo });
    const files = [csvFile(csv), { field: 'pictures', name: 'pictures.zip', type: 'application/zip', data: zip }];
    const report = await importAndWait(t.app, operator, files, { createCategories: 'true' });
    expect(report).toMatchObject({ status: 'done', created: 1, refused: [] });
    const lamp = await t.db.kysely
      .selectFrom('inventory')
      .select(['gallery_json', 'prod_desc_md'])
      .where('external_id', '=', 'PIC-1')
      .executeTakeFirstOrThrow();
    const gallery = JSON.parse(lamp.gallery_json) as string[];
    expect(gallery).toHaveLength(2);
    expect(gallery[0]).toBe(gallery[1]); // the same bytes are one photo
    expect(lamp.prod_desc_md).toBe('<p>Warm light</p>'); // sanitised as the console's editor does
    // The stored photo is the re-encoded one: the phone's EXIF (GPS, camera) is gone.
    const stored = await t.app.photoStorage.read(gallery[0]!.replace(/^.*\/media\/uploads\//, ''));
    expect(stored).not.toBeNull();
    expect(stored!.includes(Buffer.from('GPS'))).toBe(false);

    const again = await importAndWait(t.app, operator, files, { createCategories: 'true' });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    const missing = await importAndWait(t.app, operator, [csvFile(csv.replace('lamp.jpg', 'nope.jpg'))]);
    expect(missing.refused).toEqual([
      { line: 2, reason: "picture nope.jpg is not a path in the shop's media and no pictures zip was sent" },
    ]);
  });

  it('exports products streamed in the import format; export → import into an empty shop → export is byte for byte the same', async () => {
    const file = generatedCatalogue(2_000); // 10 000 rows
    const [a, b] = [await createTestApp(dialect, { seed: false }), await createTestApp(dialect, { seed: false })];
    try {
      const [opA, opB] = [await operatorOf(a), await operatorOf(b)];
      const report = await importAndWait(a.app, opA, [csvFile(file)], { createCategories: 'true' });
      expect(report).toMatchObject({ status: 'done', rows: 10_000, done: 10_000, created: 2_000, refused: [] });

      const first = await callEndpoint(a.app, exportProducts, {}, opA);
      expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(first.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(first.data.toString('utf8').trim().split('\n')).toHaveLength(10_001);

      const moved = await importAndWait(b.app, opB, [csvFile(first.data)], { createCategories: 'true' });
      expect(moved).toMatchObject({ status: 'done', created: 2_000, refused: [] });
      const second = await callEndpoint(b.app, exportProducts, {}, opB);
      expect(second.data.equals(first.data)).toBe(true);

      // The list's filters hold for the export too.
      const one = await callEndpoint(a.app, exportProducts, { query: { search: 'GEN-000007' } }, opA);
      expect(one.data.toString('utf8').trim().split('\n')).toHaveLength(6); // the header and its 5 sizes
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 900_000);
});

describe.each(testDialects)('an import that outlives its server on %s', (dialect) => {
  it('finishes after a restart midway, every product once', async () => {
    const testDb = await createTestDb(dialect);
    const config = testConfig(testDb.dataDir);
    const start = async () => {
      const app = await buildTestApp(config, {
        db: testDb.db,
        webDir: path.join(testDb.dataDir, 'no-web'),
        orderSweep: false,
      });
      await app.ready();
      return app;
    };
    const first = await start();
    let second: FastifyInstance | undefined;
    try {
      const { user_id } = await testDb.db.kysely
        .insertInto('app_user')
        .values({
          email: 'ops@example.com',
          screen_name: 'ops',
          role: 'customer',
          created_at: new Date().toISOString(),
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      // An Owner of the staff, as `npm run operator -- grant` makes one.
      await setOperator(testDb.db.kysely, 'ops@example.com', 'grant');
      const tokenOn = async (app: FastifyInstance) => ({
        headers: {
          authorization: `Bearer ${await app.accessTokens.sign(user_id, await newSignIn(testDb.db.kysely, user_id))}`,
        },
      });
      const asFirst = await tokenOn(first);
      const importId = await postImport(first, asFirst, [csvFile(generatedCatalogue(1_000))], {
        createCategories: 'true',
      });
      // Stopped once some batches are in, well before the end.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { data } = await callEndpoint(first, getImport, { params: { importId } }, asFirst);
        if (data.done >= 1_000) break;
        expect(data.status).not.toBe('done');
        if (Date.now() > deadline) throw new Error('the import did not start');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await first.close();
      const midway = await testDb.db.kysely.selectFrom('import_job').selectAll().executeTakeFirstOrThrow();
      expect(midway.status).toBe('running');
      expect(midway.done).toBeLessThan(5_000);
      // As if the stopped worker had died holding the job: its lease ran out a moment ago.
      await testDb.db.kysely
        .updateTable('import_job')
        .set({ lease_owner: 'a-worker-that-died', lease_until: new Date(Date.now() - 1_000).toISOString() })
        .execute();

      second = await start();
      const report = await finished(second, await tokenOn(second), importId, 400_000);
      expect(report).toMatchObject({ status: 'done', rows: 5_000, done: 5_000, created: 1_000, refused: [] });
      const products = await testDb.db.kysely.selectFrom('inventory').select(['external_id']).execute();
      expect(products).toHaveLength(1_000);
      expect(new Set(products.map((p) => p.external_id)).size).toBe(1_000);
      const variants = await testDb.db.kysely
        .selectFrom('product_variant')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(variants.n)).toBe(5_000);
    } finally {
      await second?.close();
      await testDb.drop();
    }
  }, 900_000);
});
