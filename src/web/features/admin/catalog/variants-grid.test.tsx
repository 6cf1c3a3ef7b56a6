import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVariant } from '@shared/schemas/variant';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { UnsavedChangesGuard } from '../kit/unsaved-changes';
import { VariantsGrid } from './variants-grid';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const gallery = ['/media/demo/product/sneaker-1-0.svg', '/media/demo/product/sneaker-1-1-white-0.svg'];
const variant = (id: number, colorName: string, sizeName: string, stock: number): AdminVariant => ({
  variantId: id,
  sku: `SNK-${colorName.toUpperCase()}-${sizeName}`,
  colorAddonId: colorName === 'Black' ? 1 : 2,
  sizeAddonId: sizeName === '9' ? 3 : 4,
  colorName,
  sizeName,
  stock,
  picture: null,
});
const list = [variant(11, 'Black', '9', 0), variant(12, 'Black', '10', 1), variant(13, 'White', '9', 7)];

const renderGrid = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <VariantsGrid productId={80} gallery={gallery} />
    </AppProviders>,
  );
const posts = () => server.sent().filter((r) => r.method === 'POST');

describe('VariantsGrid', () => {
  it('lists each combination with its SKU, exact stock and picture', async () => {
    server.answer({ '/admin/products/80/variants': { list } });
    renderGrid();
    const row = (await screen.findByRole('rowheader', { name: /Black \/ 9/ })).closest('tr')!;
    expect(within(row).getByText('sold out')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SKU of Black / 9' })).toHaveValue('SNK-BLACK-9');
    expect(screen.getByRole('textbox', { name: 'Stock of Black / 10' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Picture of White / 9' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save combinations' })).toBeDisabled();
  });

  it('a changed count is sent as a stock adjustment of that combination, with the reason given; a SKU or picture with the others', async () => {
    const user = userEvent.setup();
    server.answer({
      '/admin/products/80/variants': { list },
      'POST /admin/products/80/variants': { list },
      'POST /admin/stock/adjustments': { list: [{ inventoryId: 80, variantId: 11, sku: 'SNK-BLACK-9', stock: 5 }] },
    });
    renderGrid();
    const stock = await screen.findByRole('textbox', { name: 'Stock of Black / 9' });
    await user.clear(stock);
    await user.type(stock, '5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Picture of White / 9' }),
      'Image 2 (sneaker-1-1-white-0.svg)',
    );
    const save = screen.getByRole('button', { name: 'Save combinations' });
    // A count changes only with a reason, kept in its movement.
    expect(save).toBeDisabled();
    expect(screen.getByText('Give a reason: each stock change is kept as a movement.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reason for stock changes' }), 'Recount');
    await user.click(save);

    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[0]).toMatchObject({
      path: '/admin/products/80/variants',
      body: {
        variants: [
          { variantId: 11, sku: 'SNK-BLACK-9', picture: null },
          { variantId: 12, sku: 'SNK-BLACK-10', picture: null },
          { variantId: 13, sku: 'SNK-WHITE-9', picture: gallery[1] },
        ],
      },
    });
    expect(posts()[1]).toMatchObject({
      path: '/admin/stock/adjustments',
      body: { adjustments: [{ variantId: 11, delta: 5 }], reason: 'Recount' },
    });
    expect(await screen.findByText('Combinations saved: the shop shows them now')).toBeInTheDocument();
  });

  it('refuses a count that is not a whole number of 0 or more', async () => {
    const user = userEvent.setup();
    server.answer({ '/admin/products/80/variants': { list } });
    renderGrid();
    const stock = await screen.findByRole('textbox', { name: 'Stock of White / 9' });
    await user.clear(stock);
    await user.type(stock, '-2');
    expect(screen.getByText('Stock must be a whole number, 0 or more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save combinations' })).toBeDisabled();
  });

  it('shows a SKU used twice here at both its cells, and saves nothing until it is changed', async () => {
    const user = userEvent.setup();
    server.answer({ '/admin/products/80/variants': { list } });
    renderGrid();
    const first = await screen.findByRole('textbox', { name: 'SKU of Black / 9' });
    await user.clear(first);
    await user.type(first, 'snk-black-10'); // SKUs are unique without regard to case
    const second = screen.getByRole('textbox', { name: 'SKU of Black / 10' });
    for (const cell of [first, second]) {
      expect(cell).toHaveAttribute('aria-invalid', 'true');
      expect(cell).toHaveAccessibleDescription('Another combination here has this SKU');
    }
    expect(screen.getByRole('button', { name: 'Save combinations' })).toBeDisabled();
    await user.type(first, '-B');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save combinations' })).toBeEnabled();
  });

  it("shows the server's SKU clash with another product at the cell that holds it", async () => {
    const user = userEvent.setup();
    server.answer({ '/admin/products/80/variants': { list } });
    server.routes.set('POST /api/admin/products/80/variants', (_request, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 40900, data: null, errMsg: 'SKU LAMP-1 is already used by another combination' }));
    });
    renderGrid();
    const cell = await screen.findByRole('textbox', { name: 'SKU of White / 9' });
    await user.clear(cell);
    await user.type(cell, 'LAMP-1');
    await user.click(screen.getByRole('button', { name: 'Save combinations' }));
    await waitFor(() => expect(cell).toHaveAccessibleDescription('Already used by another product'));
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'SKU of Black / 9' })).not.toHaveAttribute('aria-invalid');
  });

  it('asks before leaving with a changed count or SKU not saved', async () => {
    const user = userEvent.setup();
    server.answer({ '/admin/products/80/variants': { list } });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/product']}>
          <UnsavedChangesGuard>
            <Routes>
              <Route
                path="/product"
                element={
                  <>
                    <VariantsGrid productId={80} gallery={gallery} />
                    <Link to="/products">Products</Link>
                  </>
                }
              />
              <Route path="/products" element={<h1>All products</h1>} />
            </Routes>
          </UnsavedChangesGuard>
        </MemoryRouter>
      </AppProviders>,
    );
    const stock = await screen.findByRole('textbox', { name: 'Stock of Black / 9' });
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stock).toHaveValue('5');
    expect(screen.queryByRole('heading', { name: 'All products' })).toBeNull();
  });

  it('says so when the product has no combinations', async () => {
    server.answer({ '/admin/products/80/variants': { list: [] } });
    renderGrid();
    expect(await screen.findByText(/No combinations/)).toBeInTheDocument();
  });
});
