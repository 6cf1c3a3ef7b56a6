import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadProductTemplate, exportProducts, getImport } from '@shared/contract/operator-catalogue-move';
import { PRODUCT_FILE_COLUMNS } from '@shared/schemas/catalogue-move';
import { listProducts } from '@shared/contract/catalog';
import { callEndpoint, callEndpointWithForm } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { importProducts } from '@shared/contract/operator-catalogue-move';
import { csvFile, importAndWait, importForm, operatorOf, postImport, finished } from './imports.fixture.js';

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
    expect(file.toString('utf8').replace(/^\uFEFF/, '').split('\n')[0]).toBe(HEADER);

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
});
