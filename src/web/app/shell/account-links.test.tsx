import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@shared/constants';
import type { CartItem } from '@shared/schemas/cart';
import { productFixture } from '@web/features/product/testing/fixtures';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { profileFixture } from '@web/test/fixtures/profile';
import { ok } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { routes } from '../router';
import { itemAt } from '@shared/item-at';

/** The header over the real routes; the served API keeps a small cart as the server would. */
let server: ServedApi;
let lines: CartItem[];

function line(cartItemId: number, name: string, qty: number): CartItem {
  return {
    cartItemId,
    productId: cartItemId * 10,
    name,
    coverPath: '/media/demo/product/x.svg',
    unitPrice: 1000,
    qty,
    totalPrice: 1000 * qty,
    deliveryTime: 3,
    isValid: true,
    colorAddon: null,
    sizeAddon: null,
    shipAddon: null,
    accessoryAddon: null,
  };
}

function serveShop() {
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/home/banners': { banners: [] },
    '/home/section': { list: [] },
    '/shopping-cart/list': () => ({ list: lines }),
    '/shopping-cart/estimated-price': () => ({
      amount: 0,
      itemsTotal: 0,
      discount: 0,
      deliveryTime: 3,
      couponCode: null,
      shippingAmount: 0,
      shippingMethodId: null,
      shippingMethodName: null,
      pricesIncludeTax: true,
      taxAmount: 0,
      taxLines: [],
    }),
    '/product/inventory/80': productFixture({ requireSizeAddon: false }),
    '/product/inventory/80/addon': { list: [] },
    '/product/inventory/80/review': { list: [], total: 0 },
    '/product/inventory/80/recommend': { list: [] },
  });
  server.routes.set('POST /api/shopping-cart/item', (req, res) => {
    lines = [...lines, line(9, 'Merino V-Neck Sweater', 1)];
    ok({ cartItemId: 9, qty: 1 })(req, res);
  });
  for (const id of [1, 2]) {
    server.routes.set(`POST /api/shopping-cart/${id}`, (req, res) => {
      const { qty } = JSON.parse(req.body) as { qty: number };
      lines = lines.map((l) => (l.cartItemId === id ? { ...l, qty, totalPrice: l.unitPrice * qty } : l));
      ok(null)(req, res);
    });
    server.routes.set(`POST /api/shopping-cart/${id}/disposal`, (req, res) => {
      lines = lines.filter((l) => l.cartItemId !== id);
      ok(null)(req, res);
    });
  }
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  useSessionStore.setState({ token: { accessToken: 'token', refreshToken: 'r' }, user: profileFixture() });
}

const cartRequests = () => server.sent().filter((request) => request.path === '/shopping-cart/list');

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  lines = [line(1, 'Linen Wrap Dress', 2), line(2, 'Three-Wick Candle', 1)];
  serveShop();
});
afterEach(() => {
  server.reset();
});

describe('header icons', () => {
  it('a visitor sees plain Cart and Account icons, and no cart is asked for', async () => {
    renderRoutes(routes, '/404');
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.queryByTestId('signed-in-dot')).toBeNull();
    expect(cartRequests()).toHaveLength(0);
  });

  it('a signed-in shopper sees how many items the cart holds and that they are signed in', async () => {
    signIn();
    renderRoutes(routes, '/404');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Account, signed in' })).toHaveAttribute('href', '/user');
    expect(screen.getByTestId('signed-in-dot')).toBeInTheDocument();
  });

  it('the count follows changes and removals in the cart, and goes at 0', async () => {
    const user = userEvent.setup();
    signIn();
    renderRoutes(routes, '/cart');
    await screen.findByRole('link', { name: 'Cart, 3 items' });

    const candle = await screen.findByRole('article', { name: 'Three-Wick Candle' });
    await user.click(within(candle).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Linen Wrap Dress' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Three-Wick Candle' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it("'Add to Cart' raises the count, and the notification's 'View cart' opens the cart", async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderRoutes(routes, '/inventory/80');
    await screen.findByRole('link', { name: 'Cart, 3 items' });
    const addToCart = itemAt(await screen.findAllByRole('button', { name: 'Add to Cart' }), 0);
    await waitFor(() => expect(addToCart).toBeEnabled());
    await user.click(addToCart);

    expect(await screen.findByText('Item successfully added to cart')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('signing out hides the count and the signed-in cue', async () => {
    signIn();
    renderRoutes(routes, '/404');
    await screen.findByRole('link', { name: 'Cart, 3 items' });
    useSessionStore.getState().signOut();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
