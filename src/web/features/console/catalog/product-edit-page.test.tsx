import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ConsoleProduct } from '@shared/schemas/console-catalog';
import type { AdminVariant } from '@shared/schemas/variant';
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

const product = (over: Partial<ConsoleProduct> = {}): ConsoleProduct => ({
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
function serveProduct({ newVersion = true, start = product(), variants = [] as AdminVariant[] } = {}) {
  let stored = start;
  let saves = 0;
  server.answer({
    '/admin/products/80': () => stored,
    'POST /admin/products/80': (request: { body: unknown }) => {
      saves += 1;
      const updatedAt = newVersion ? `2026-11-20T09:0${saves}:00.000Z` : stored.updatedAt;
      // Stored as the server does: new add-ons get ids; the combinations are not the product's fields.
      const {
        combinations: _c,
        stockReason: _r,
        ...body
      } = request.body as Partial<ConsoleProduct> & {
        combinations?: unknown;
        stockReason?: unknown;
      };
      const addons = (body.addons ?? stored.addons).map((a, i) => ({ ...a, addonId: a.addonId ?? 100 + i }));
      stored = { ...stored, ...body, addons, updatedAt };
      return stored;
    },
    '/admin/categories': {
      list: [
        { categoryId: 1, parentId: null, displayName: 'Shoes', description: '', coverPath: null, productCount: 1 },
        { categoryId: 12, parentId: 1, displayName: 'Sneakers', description: '', coverPath: null, productCount: 1 },
      ],
    },
    '/admin/badges': { list: [] },
    '/admin/products/80/variants': { list: variants },
  });
}

/** A sneaker in black, size 9, counted per combination. */
const blackSneaker = () => ({
  start: product({
    addons: [
      { addonId: 4, addonType: 'color', name: 'Black', plusPrice: 0 },
      { addonId: 5, addonType: 'size', name: '9', plusPrice: 0 },
    ],
    requires: { size: true, color: true, accessory: false, ship: false },
    stock: 4,
  }),
  variants: [
    {
      variantId: 31,
      sku: 'SNK-BLACK-9',
      colorAddonId: 4,
      sizeAddonId: 5,
      colorName: 'Black',
      sizeName: '9',
      stock: 4,
      picture: null,
    },
  ] satisfies AdminVariant[],
});

const posted = () =>
  server
    .sent()
    .filter((r) => r.method === 'POST')
    .map((r) => ({ path: r.path, body: r.body as Record<string, unknown> }));

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
      .map((r) => r.body as Partial<ConsoleProduct>);
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

  it('a size typed in the list shows its combination at once; its count and SKU are saved with the product in one save', async () => {
    const user = userEvent.setup();
    serveProduct(blackSneaker());
    renderEditor();
    const sizes = await screen.findByRole('textbox', { name: 'Size' });
    expect(sizes).toHaveValue('9');
    await user.type(sizes, ', 10');
    const stock = screen.getByRole('textbox', { name: 'Stock of Black / 10' });
    expect(stock).toHaveValue('0');
    await user.clear(stock);
    await user.type(stock, '3');
    await user.type(screen.getByRole('textbox', { name: 'SKU of Black / 10' }), 'SNK-BLACK-10');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved: the shop shows it now')).toBeInTheDocument();

    const saves = posted();
    expect(saves.map((r) => r.path)).toEqual(['/admin/products/80']);
    expect(saves[0]!.body.addons).toEqual([
      { addonId: 4, addonType: 'color', name: 'Black', plusPrice: 0 },
      { addonId: 5, addonType: 'size', name: '9', plusPrice: 0 },
      { addonType: 'size', name: '10', plusPrice: 0 },
    ]);
    expect(saves[0]!.body.combinations).toEqual([
      { color: 'Black', size: '9', sku: 'SNK-BLACK-9', picture: null, stock: 4, stockSeen: 4 },
      { color: 'Black', size: '10', sku: 'SNK-BLACK-10', picture: null, stock: 3, stockSeen: null },
    ]);
  });

  it('a duplicate SKU is shown at its cell; a save lists it with the missing reason at the top and focuses the cell', async () => {
    const user = userEvent.setup();
    serveProduct(blackSneaker());
    renderEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Size' }), ', 10');
    const sku10 = screen.getByRole('textbox', { name: 'SKU of Black / 10' });
    await user.type(sku10, 'snk-black-9');
    expect(sku10).toHaveAttribute('aria-invalid', 'true');
    expect(sku10).toHaveAccessibleDescription('SKU snk-black-9 is given to two combinations here');
    const stock9 = screen.getByRole('textbox', { name: 'Stock of Black / 9' });
    await user.clear(stock9);
    await user.type(stock9, '6');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    const summary = await screen.findByRole('alert', { name: /The product was not saved: 3 things need/ });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'SKU SNK-BLACK-9 is given to two combinations here',
      'SKU snk-black-9 is given to two combinations here',
      'Reason for stock changes must not be empty',
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SKU of Black / 9' })).toHaveFocus());
    expect(posted()).toEqual([]);
  });

  it('a SKU the server says another product holds is marked at its cell', async () => {
    const user = userEvent.setup();
    serveProduct(blackSneaker());
    server.routes.set('POST /api/admin/products/80', (_request, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 40900, data: null, errMsg: 'SKU TEE-1 is already used by another product' }));
    });
    renderEditor();
    const sku = await screen.findByRole('textbox', { name: 'SKU of Black / 9' });
    await user.clear(sku);
    await user.type(sku, 'TEE-1');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sku).toHaveAccessibleDescription('SKU TEE-1 is already used by another product'));
    await waitFor(() => expect(sku).toHaveFocus());
  });

  it('leaving with a changed count not saved asks first', async () => {
    const user = userEvent.setup();
    serveProduct(blackSneaker());
    renderEditor();
    const stock = await screen.findByRole('textbox', { name: 'Stock of Black / 9' });
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(screen.getByRole('link', { name: /Products/ }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });
});
