import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { CartItem } from '@shared/schemas/cart';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { CartPage } from './cart-page';
import { itemAt } from '@shared/item-at';

/**
 * The page talks to a real HTTP server through the app's own API client; the server keeps a
 * small cart and prices it like the API does (valid lines only, WELCOME10 = 10 % off).
 */
let server: ServedApi;
let lines: CartItem[];
let hold: Promise<void> | null;
const toastError = vi.spyOn(toast, 'error');

function line(overrides: Partial<CartItem> & Pick<CartItem, 'cartItemId' | 'name' | 'unitPrice' | 'qty'>): CartItem {
  return {
    productId: overrides.cartItemId * 10,
    coverPath: '/media/demo/product/x.svg',
    totalPrice: overrides.unitPrice * overrides.qty,
    deliveryTime: 3,
    isValid: true,
    colorAddon: null,
    sizeAddon: null,
    shipAddon: null,
    accessoryAddon: null,
    ...overrides,
  };
}

function route() {
  server.routes.clear();
  server.routes.set('GET /api/shopping-cart/list', (_req, res) => ok({ list: lines })(_req, res));
  server.routes.set('GET /api/shopping-cart/estimated-price', (req, res) => {
    const code = new URL(req.url, server.origin).searchParams.get('couponCode') ?? '';
    if (code && code !== 'WELCOME10') {
      sendJson(res, 400, { code: 40000, data: null, errMsg: `Coupon code "${code}" does not exist` });
      return;
    }
    const valid = lines.filter((l) => l.isValid);
    const itemsTotal = valid.reduce((sum, l) => sum + l.totalPrice, 0);
    const discount = code ? Math.round(itemsTotal / 10) : 0;
    const deliveryTime = Math.max(0, ...valid.map((l) => l.deliveryTime));
    // The demo's free standard delivery, and no tax rate.
    ok({
      amount: itemsTotal - discount,
      deliveryTime,
      itemsTotal,
      discount,
      couponCode: code || null,
      shippingAmount: 0,
      shippingMethodId: 1,
      shippingMethodName: 'Standard',
      pricesIncludeTax: true,
      taxAmount: 0,
      taxLines: [],
    })(req, res);
  });
  for (const item of lines) {
    server.routes.set(`POST /api/shopping-cart/${item.cartItemId}`, async (req, res) => {
      if (hold) await hold;
      const { qty } = JSON.parse(req.body) as { qty: number };
      lines = lines.map((l) => (l.cartItemId === item.cartItemId ? { ...l, qty, totalPrice: l.unitPrice * qty } : l));
      ok(null)(req, res);
    });
    server.routes.set(`POST /api/shopping-cart/${item.cartItemId}/disposal`, (req, res) => {
      lines = lines.filter((l) => l.cartItemId !== item.cartItemId);
      ok(null)(req, res);
    });
  }
}

function renderCart() {
  return renderRoutes(
    [
      { path: '/cart', Component: CartPage },
      { path: '/order', element: <p>Checkout page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/cart',
  );
}

const lineNamed = (name: string) => screen.getByRole('article', { name });
const requestsTo = (path: string) => server.requests.filter((r) => r.url.split('?')[0] === path);
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(async () => {
  server = await serveApi();
});

afterAll(() => server.stop());

beforeEach(() => {
  hold = null;
  server.requests.length = 0;
  toastError.mockClear();
  lines = [
    line({
      cartItemId: 1,
      name: 'Linen Wrap Dress',
      unitPrice: 8095,
      qty: 2,
      deliveryTime: 5,
      colorAddon: { addonId: 3, name: 'Sage' },
      sizeAddon: { addonId: 5, name: 'M' },
    }),
    line({ cartItemId: 2, name: 'Three-Wick Candle', unitPrice: 5700, qty: 1 }),
  ];
  route();
});

afterEach(() => {
  hold = null;
});

describe('CartPage', () => {
  it('shows step 0, each line with its add-ons, prices and quantity, and the server totals', async () => {
    renderCart();
    const dress = await screen.findByRole('article', { name: 'Linen Wrap Dress' });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Shopping Cart');
    expect(within(dress).getByRole('link', { name: 'Linen Wrap Dress' })).toHaveAttribute('href', '/inventory/10');
    expect(within(dress).getByRole('list', { name: 'Add-ons' })).toHaveTextContent('Color: Sage');
    expect(within(dress).getByRole('list', { name: 'Add-ons' })).toHaveTextContent('Size: M');
    expect(dress).toHaveTextContent('Unit price $80.95');
    expect(dress).toHaveTextContent('Line total $161.90');
    expect(within(dress).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(await screen.findByText('Your order will be delivered to your home within 5 days')).toBeInTheDocument();
    expect(valueOf('Items total')).toBe('$218.90');
    expect(valueOf('Estimated delivery costs')).toBe('$0.00');
    expect(valueOf('Total incl. VAT')).toBe('$218.90');
  });

  it('changes the quantity by one, keeping that line disabled until the new prices are shown', async () => {
    const user = userEvent.setup();
    renderCart();
    const dress = await screen.findByRole('article', { name: 'Linen Wrap Dress' });
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));

    await user.click(within(dress).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(requestsTo('/api/shopping-cart/1')).toHaveLength(1));
    expect(JSON.parse(itemAt(requestsTo('/api/shopping-cart/1'), 0).body)).toEqual({ qty: 3 });
    expect(within(dress).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(dress).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    // The other line is not held up.
    expect(within(lineNamed('Three-Wick Candle')).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();

    release();
    await waitFor(() => expect(within(dress).getByRole('group', { name: 'Quantity' })).toHaveTextContent('3'));
    expect(dress).toHaveTextContent('Line total $242.85');
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$299.85'));
    expect(within(dress).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();

    hold = null;
    await user.click(within(dress).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(within(dress).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2'));
    expect(JSON.parse(itemAt(requestsTo('/api/shopping-cart/1'), 1).body)).toEqual({ qty: 2 });
  });

  it('disables minus at 1 and plus at 99', async () => {
    lines = [
      line({ cartItemId: 1, name: 'Mug', unitPrice: 1000, qty: 1 }),
      line({ cartItemId: 2, name: 'Bowl', unitPrice: 1000, qty: 99 }),
    ];
    route();
    renderCart();
    const mug = await screen.findByRole('article', { name: 'Mug' });
    expect(within(mug).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(within(mug).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    const bowl = lineNamed('Bowl');
    expect(within(bowl).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(bowl).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('dims an invalid line, locks its quantity, and blocks checkout with a toast until it is removed', async () => {
    const user = userEvent.setup();
    lines[1] = { ...itemAt(lines, 1), isValid: false };
    route();
    const { router } = renderCart();
    const candle = await screen.findByRole('article', { name: 'Three-Wick Candle' });
    expect(candle).toHaveAttribute('data-invalid', 'true');
    expect(within(candle).getByText('No longer available')).toBeInTheDocument();
    expect(within(candle).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(candle).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$161.90'));

    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(toastError).toHaveBeenCalledWith('Please remove invalid cart items first', { position: 'top-center' });
    expect(router.state.location.pathname).toBe('/cart');

    await user.click(within(candle).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Three-Wick Candle' })).toBeNull());
    expect(itemAt(requestsTo('/api/shopping-cart/2/disposal'), 0).body).toBe('{}');
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/order?couponCode=');
  });

  it('applies a discount code, shows the discount, carries it to checkout, and can drop it again', async () => {
    const user = userEvent.setup();
    const { router } = renderCart();
    await screen.findByRole('article', { name: 'Linen Wrap Dress' });
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$218.90'));

    await user.type(screen.getByLabelText('Discount code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$197.01'));
    expect(valueOf('Discount (WELCOME10)')).toBe('−$21.89');
    expect(valueOf('Items total')).toBe('$218.90');
    expect(screen.getByRole('button', { name: 'Remove discount code WELCOME10' })).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
    expect(requestsTo('/api/shopping-cart/estimated-price').map((r) => r.url)).toContain(
      '/api/shopping-cart/estimated-price?couponCode=WELCOME10',
    );

    await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$218.90'));
    expect(screen.queryByText(/^Discount/, { selector: 'dt' })).toBeNull();

    await user.type(screen.getByLabelText('Discount code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('button', { name: 'Remove discount code WELCOME10' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/order?couponCode=WELCOME10');
  });

  it("refuses a bad code with the API's reason and keeps the plain total", async () => {
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('article', { name: 'Linen Wrap Dress' });
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$218.90'));

    await user.type(screen.getByLabelText('Discount code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Coupon code "NOPE" does not exist', { position: 'top-center' }),
    );
    expect(screen.queryByRole('button', { name: /Remove discount code/ })).toBeNull();
    expect(valueOf('Total incl. VAT')).toBe('$218.90');
    expect(screen.getByLabelText('Discount code')).toHaveValue('nope');
    // Said under the field too, tied to it, until the shopper changes the code.
    const field = screen.getByLabelText('Discount code');
    expect(field).toHaveAccessibleDescription('Coupon code "NOPE" does not exist');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'x');
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Coupon code "NOPE" does not exist', { selector: 'p' })).toBeNull();
  });

  it('a good code after a bad one takes the bad one\'s error toast away: no "not valid" beside "applied"', async () => {
    const user = userEvent.setup();
    const dismiss = vi.spyOn(toast, 'dismiss');
    dismiss.mockClear();
    renderCart();
    await waitFor(() => expect(valueOf('Total incl. VAT')).toBe('$218.90'));
    const field = screen.getByLabelText('Discount code');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const badToast = toastError.mock.results.at(-1)?.value as string | number;
    expect(dismiss).not.toHaveBeenCalledWith(badToast);

    await user.clear(field);
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('applied', { exact: false })).toHaveTextContent('WELCOME10 applied');
    expect(dismiss).toHaveBeenCalledWith(badToast);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Your cart is empty' with 'Go shopping' once the last line is removed", async () => {
    const user = userEvent.setup();
    lines = [itemAt(lines, 1)];
    route();
    const { router } = renderCart();
    const candle = await screen.findByRole('article', { name: 'Three-Wick Candle' });
    await user.click(within(candle).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go shopping' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
