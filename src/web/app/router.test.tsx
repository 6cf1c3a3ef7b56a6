import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { DEFAULT_SHOP_NAME, STORAGE_KEYS } from '@shared/constants';
import { useControlHeaderSearch } from '@web/lib/header-search';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { navItemsFixture } from '@web/test/fixtures/home';
import { renderRoutes } from '@web/test/render';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { routes } from './router';
import { AppShell } from './shell/app-shell';
import { profileFixture } from '@web/test/fixtures/profile';

let server: ServedApi;

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  server.answer({
    '/home/nav-items': { navItems: navItemsFixture },
    '/home/banners': { banners: [] },
    '/home/section': { list: [] },
  });
});

afterEach(() => server.reset());

describe('routes', () => {
  it('sends unknown paths to /404 with replace', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('matches /inventory/search before /inventory/:productId and hides the footer there', async () => {
    renderRoutes(routes, '/inventory/search?keyword=mug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Searching for "mug"' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the footer with the menu elsewhere', async () => {
    renderRoutes(routes, '/inventory/5');
    // No product answers here, so the product page shows its not-found state, with the footer.
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Ceramics' })).toHaveAttribute('href', '/category/11');
    expect(useSessionStore.getState().menuList).toEqual(navItemsFixture);
  });

  it('a guarded page without a stored access token clears the session, opens login and goes to /', async () => {
    useSessionStore.setState({
      user: profileFixture({ screenName: 'Ghost' }),
      token: { accessToken: 'x', refreshToken: 'y' },
    });
    const { router } = renderRoutes(routes, '/user/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    const state = useSessionStore.getState();
    expect(state.showLogin).toBe(true);
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('a guarded page with a stored access token renders', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    renderRoutes(routes, '/cart');
    expect(await screen.findByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeInTheDocument();
  });

  it('/admin asks a visitor to sign in (login dialog over the home page), remembering the address', async () => {
    const { router } = renderRoutes(routes, '/admin/orders?shipping=to_ship');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(useSessionStore.getState().afterSignIn).toEqual({ kind: 'return', path: '/admin/orders?shipping=to_ship' });
  });

  it('/admin shows a customer the not-found page', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    server.answer({ '/user/profile': profileFixture({ role: 'customer' }) });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('/admin opens the console for an operator', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    server.answer({ '/user/profile': profileFixture({ role: 'operator' }) });
    renderRoutes(routes, '/admin/customers');
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('header', () => {
  it('cart and account open the login dialog for a visitor; closing it clears showLogin', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/404');
    await user.click(await screen.findByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useSessionStore.getState().showLogin).toBe(false);
  });

  it.each(['Cart', 'Account'])(
    'the login dialog opened from %s gives focus back to that icon when Escape closes it',
    async (name) => {
      const user = userEvent.setup();
      renderRoutes(routes, '/404');
      const icon = await screen.findByRole('link', { name });
      await user.click(icon);
      expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(icon).toHaveFocus());
    },
  );

  it('account goes to /user for a signed-in shopper', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    useSessionStore.setState({ token: { accessToken: 'token', refreshToken: 'r' } });
    const { router } = renderRoutes(routes, '/404');
    await user.click(await screen.findByRole('link', { name: 'Account, signed in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('Enter in the search box goes to /inventory/search?keyword=…', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/404');
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(box, 'linen mug{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/search'));
    expect(router.state.location.search).toBe('?keyword=linen+mug');
  });

  it('every icon control has its accessible name', async () => {
    renderRoutes(routes, '/404');
    await screen.findByText('Page not found');
    for (const name of ['Open menu', 'Search', 'Notifications']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Cart', 'Account']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${DEFAULT_SHOP_NAME} home` })).toHaveAttribute('href', '/');
  });

  it('a page can take over the search box: value and submit belong to the page', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function SearchPage() {
      const [value, setValue] = useState('from the page');
      useControlHeaderSearch({ value, onValueChange: setValue, onSubmit: submitted, autoFocus: true });
      return <p>Searching for "{value}"</p>;
    }
    const testRoutes: RouteObject[] = [
      { path: '/', Component: AppShell, children: [{ path: 'search', Component: SearchPage }] },
    ];
    renderRoutes(testRoutes, '/search');

    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await waitFor(() => expect(box).toHaveValue('from the page'));
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'lamp{Enter}');
    expect(screen.getByText('Searching for "lamp"')).toBeInTheDocument();
    expect(submitted).toHaveBeenCalledWith('lamp');
  });
});

describe('guard', () => {
  it('leaves a guarded page when the session ends there (e.g. a failed refresh)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    useSessionStore.setState({ token: { accessToken: 'token', refreshToken: 'r' } });
    const { router } = renderRoutes(routes, '/user');
    expect(await screen.findByRole('heading', { name: 'My Actions' })).toBeInTheDocument();
    act(() => useSessionStore.getState().setToken(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().showLogin).toBe(true);
  });
});
