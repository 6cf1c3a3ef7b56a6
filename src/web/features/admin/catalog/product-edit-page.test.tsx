import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AdminProduct } from '@shared/schemas/admin-catalog';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { UnsavedChangesGuard } from '../kit/unsaved-changes';
import { ProductEditPage } from './product-edit-page';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
afterEach(() => server.reset());

const product = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  productId: 80,
  name: 'Trail Sneaker',
  subCategoryId: 12,
  price: 8900,
  originalPrice: null,
  badgeIds: [],
  features: ['Grippy sole'],
  descriptionHtml: '<p>Light and quick.</p>',
  gallery: ['/media/demo/product/sneaker-1-0.svg'],
  detailGallery: [],
  addons: [{ addonId: 5, addonType: 'size', name: '9', plusPrice: 0 }],
  requires: { size: true, color: false, accessory: false, ship: false },
  deliveryDays: 5,
  isActive: true,
  weightGrams: null,
  taxClass: 'standard',
  stock: 7,
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

/**
 * The shop behind one product: a save is stored and read back. `updatedAt` moves only when asked:
 * the form must know it saved without waiting for a new version of the product to start it anew.
 */
function serveProduct({ newVersion = true } = {}) {
  let stored = product();
  let saves = 0;
  server.answer({
    '/admin/products/80': () => stored,
    'POST /admin/products/80': (request: { body: unknown }) => {
      saves += 1;
      const updatedAt = newVersion ? `2026-11-20T09:0${saves}:00.000Z` : stored.updatedAt;
      stored = { ...stored, ...(request.body as Partial<AdminProduct>), updatedAt };
      return stored;
    },
    '/admin/categories': {
      list: [
        { categoryId: 1, parentId: null, displayName: 'Shoes', description: '', coverPath: null, productCount: 1 },
        { categoryId: 12, parentId: 1, displayName: 'Sneakers', description: '', coverPath: null, productCount: 1 },
      ],
    },
    '/admin/badges': { list: [] },
    '/admin/products/80/variants': { list: [] },
  });
}

const renderEditor = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/products/80']}>
        <UnsavedChangesGuard>
          <Routes>
            <Route path="/admin/products/:productId" element={<ProductEditPage />} />
            <Route path="/admin/products" element={<h1>All products</h1>} />
          </Routes>
        </UnsavedChangesGuard>
      </MemoryRouter>
    </AppProviders>,
  );

describe('ProductEditPage', () => {
  it.each([
    ['read back as a new version', true],
    ['read back with the same updatedAt', false],
  ])('leaves without asking once the change is saved (%s)', async (_, newVersion) => {
    const user = userEvent.setup();
    serveProduct({ newVersion });
    renderEditor();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Trail Sneaker II');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved: the shop shows it now')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Products/ }));
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it("sends the product's weight in grams and its tax class; emptying the weight sends null", async () => {
    const user = userEvent.setup();
    serveProduct();
    renderEditor();
    const weight = await screen.findByRole('spinbutton', { name: /^Weight \(grams\)/ });
    await user.type(weight, '850');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tax class/ }), 'Reduced');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved: the shop shows it now')).toBeInTheDocument();
    // The product read back starts the form anew (a new version): the field is asked for again.
    const weightAfter = await screen.findByRole('spinbutton', { name: /^Weight \(grams\)/ });
    await waitFor(() => expect(weightAfter).toHaveValue(850));
    await user.clear(weightAfter);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(server.sent().filter((r) => r.method === 'POST')).toHaveLength(2));
    const saved = server
      .sent()
      .filter((r) => r.method === 'POST')
      .map((r) => r.body as Partial<AdminProduct>);
    expect(saved.map(({ weightGrams, taxClass }) => ({ weightGrams, taxClass }))).toEqual([
      { weightGrams: 850, taxClass: 'reduced' },
      { weightGrams: null, taxClass: 'reduced' },
    ]);
  });

  it('still asks while a change is not saved', async () => {
    const user = userEvent.setup();
    serveProduct();
    renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' II');
    await user.click(screen.getByRole('link', { name: /Products/ }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('a save refused on the spot lists every problem at the top and focuses the first wrong field', async () => {
    const user = userEvent.setup();
    serveProduct();
    renderEditor();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: 'Add-on 1 name' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    const summary = await screen.findByRole('alert', {
      name: /The product was not saved: 2 things need your attention/,
    });
    const items = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Name must not be empty', 'Add-on name must not be empty']);
    await waitFor(() => expect(name).toHaveFocus());
    expect(server.sent().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a save the server refuses lists its reason at the top and focuses it; the form keeps what was typed', async () => {
    const user = userEvent.setup();
    serveProduct();
    server.routes.set('POST /api/admin/products/80', (_request, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 40900, data: null, errMsg: 'Someone else saved this product meanwhile' }));
    });
    renderEditor();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' II');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    const summary = await screen.findByRole('alert', { name: /The product was not saved/ });
    expect(summary).toHaveTextContent('Someone else saved this product meanwhile');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(name).toHaveValue('Trail Sneaker II');
  });
});
