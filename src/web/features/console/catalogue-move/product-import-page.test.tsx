import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportReport } from '@shared/schemas/catalogue-move';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { sendJson } from '@web/test/http-server';
import { SUCCESS_CODE } from '@shared/envelope';
import { ProductImportPage } from './product-import-page';

const DRY = '11111111-1111-4111-8111-111111111111';
const REAL = '22222222-2222-4222-8222-222222222222';

const report = (over: Partial<ImportReport>): ImportReport => ({
  importId: DRY,
  status: 'done',
  dryRun: true,
  rows: 7,
  done: 7,
  created: 2,
  updated: 1,
  unchanged: 0,
  refused: [{ line: 3, reason: 'price "12.5O" is not an amount like 12.50' }],
  error: null,
  ...over,
});

/**
 * jsdom's FormData and File are not ones Node's fetch can send (the body never ends), while a
 * browser's are: for this file the page builds its form with Node's own, as a browser would.
 */
const jsdomFormData = globalThis.FormData;
let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
  globalThis.FormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
});
afterAll(async () => {
  globalThis.FormData = jsdomFormData;
  await server.stop();
});
afterEach(() => server.reset());

const posted = () => server.requests.filter((r) => r.method === 'POST').map((r) => r.body);

describe('ProductImportPage', () => {
  it('dry-runs the file, shows what would happen line by line, then imports it with a progress bar', async () => {
    let imports = 0;
    // A form body is not JSON: this route answers without reading it (the test reads it below).
    server.routes.set('POST /api/admin/imports/products', async (_request, res) => {
      const data = { importId: imports++ === 0 ? DRY : REAL, status: 'queued' };
      sendJson(res, 200, { code: SUCCESS_CODE, data, errMsg: '' });
    });
    server.answer({
      [`/admin/imports/${DRY}`]: report({}),
      [`/admin/imports/${REAL}`]: report({ importId: REAL, dryRun: false, status: 'running', done: 3, refused: [] }),
    });
    renderRoutes([{ path: '/admin/products/import', Component: ProductImportPage }], '/admin/products/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    const user = userEvent.setup();
    const csv = new NodeFile(['externalId,productId\n'], 'catalogue.csv', { type: 'text/csv' }) as unknown as File;
    await user.upload(screen.getByLabelText('Product file (CSV)'), csv);
    await user.click(screen.getByLabelText(/Create the categories/));
    await user.click(screen.getByRole('button', { name: 'Dry run' }));

    expect(await screen.findByText('Dry run finished: nothing was written')).toBeInTheDocument();
    expect(screen.getByText('Would be created').nextSibling).toHaveTextContent('2');
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    expect(refused).toHaveTextContent('3');
    expect(refused).toHaveTextContent('price "12.5O" is not an amount like 12.50');
    const [dry] = posted();
    expect(dry).toContain('name="dryRun"\r\n\r\ntrue');
    expect(dry).toContain('name="createCategories"\r\n\r\ntrue');
    expect(dry).toContain('filename="catalogue.csv"');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Importing…')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '7');
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toContain('name="dryRun"\r\n\r\nfalse');
  });
});
