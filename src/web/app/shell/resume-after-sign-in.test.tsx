import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { profileFixture } from '@web/test/fixtures/profile';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { addonsFixture, productFixture } from '@web/features/product/testing/fixtures';
import { routes } from '../router';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  localStorage.clear();
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/home/banners': { banners: [] },
    '/home/section': { list: [] },
    'POST /auth/login': { accessToken: 'access-1', refreshToken: 'refresh-1' },
    '/user/profile': profileFixture({ screenName: 'Ada' }),
  });
});
afterEach(() => server.reset());

async function signInThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await user.type(within(dialog).getByLabelText(/Email/), 'ada@example.com');
  await user.type(within(dialog).getByLabelText(/Password/), 'correct horse battery');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
}

const cartPosts = () =>
  server.sent().filter((request) => request.method === 'POST' && request.path.startsWith('/shopping-cart'));

describe('after signing in', () => {
  it("a visitor's 'Add to Cart' adds the line with the add-ons chosen, without a second click", async () => {
    const user = userEvent.setup();
    const base = '/product/inventory/80';
    server.answer({
      [base]: productFixture(),
      [`${base}/addon`]: { list: addonsFixture },
      [`${base}/review`]: { list: [], total: 0 },
      [`${base}/recommend`]: { list: [] },
      'POST /shopping-cart/item': { cartItemId: 1, qty: 1 },
      '/shopping-cart/list': { list: [] },
    });
    renderRoutes(routes, '/inventory/80');
    const add = (await screen.findAllByRole('button', { name: 'Add to Cart' }))[0];
    if (!add) throw new Error('no Add to Cart');
    await waitFor(() => expect(add).toBeEnabled());
    // A required size is missing: the picker comes first, signed in or not.
    await user.click(add);
    const picker = await screen.findByRole('dialog', { name: 'Choose Addons' });
    await user.click(within(picker).getByRole('radio', { name: 'Navy +$5.00' }));
    await user.click(within(picker).getByRole('radio', { name: 'M' }));
    await user.click(within(picker).getByRole('button', { name: 'Confirm selection' }));
    await user.click(add);
    expect(cartPosts()).toEqual([]);

    await signInThroughDialog(user);
    expect(await screen.findByText('Item successfully added to cart')).toBeInTheDocument();
    expect(cartPosts().map((request) => request.body)).toEqual([
      { inventoryId: 80, qty: 1, colorAddonId: 382, sizeAddonId: 385 },
    ]);
  });

  it('a guarded page reached signed out sends to / with the dialog, then back to that page', async () => {
    const user = userEvent.setup();
    server.answer({ '/order/list': { list: [] } });
    const { router } = renderRoutes(routes, '/user/order?from=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await signInThroughDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order'));
    expect(router.state.location.search).toBe('?from=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('an operator who opened /admin signed out is taken to the console once signed in', async () => {
    const user = userEvent.setup();
    server.answer({ '/user/profile': profileFixture({ screenName: 'Ada', role: 'operator' }) });
    const { router } = renderRoutes(routes, '/admin/customers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await signInThroughDialog(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers'));
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  });

  it('closing the dialog without signing in forgets the errand', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/cart');
    await screen.findByRole('dialog', { name: 'Login' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(useSessionStore.getState().showLogin).toBe(false));
    expect(useSessionStore.getState().afterSignIn).toBeNull();
    // Signing in later, from the header, stays on the page.
    useSessionStore.getState().setShowLogin(true);
    await signInThroughDialog(user);
    expect(router.state.location.pathname).toBe('/');
  });
});
