import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@shared/constants';
import { routes } from '@web/app/router';
import { bodiesOf, serveApi, type ServedApi } from '@web/test/serve-api';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { profileFixture } from '@web/test/fixtures/profile';
import { expectToHold } from '@web/test/hold';

let server: ServedApi;

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  // A returning shopper: tokens stored, as the guard and the API client read them.
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.signUpToken, 'pending-sign-up');
  useSessionStore.setState({ token: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
  server.routes.set('GET /api/home/nav-items', ok({ navItems: [] }));
  server.routes.set('GET /api/home/banners', ok({ banners: [] }));
  server.routes.set('GET /api/home/section', ok({ list: [] }));
  server.routes.set('GET /api/user/profile', (req, res) =>
    req.headers.authorization === 'Bearer access-1'
      ? sendJson(res, 200, { code: 20000, data: profileFixture(), errMsg: '' })
      : sendJson(res, 401, { code: 40100, data: null, errMsg: 'Please sign in first' }),
  );
});

afterEach(() => {
  server.routes.clear();
  server.requests.length = 0;
});

describe('account page', () => {
  it("shows the user's screenName, loading the profile if the session has none yet", async () => {
    renderRoutes(routes, '/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toMatchObject({ screenName: 'Ada Lovelace' });
    expect(document.title).toMatch(/^My account/);
  });

  it('offers an operator the console among My Actions, and a customer never', async () => {
    useSessionStore.setState({ user: profileFixture({ screenName: 'Grace', role: 'operator' }) });
    const { unmount } = renderRoutes(routes, '/user');
    const actions = await screen.findByRole('region', { name: 'My Actions' });
    expect(within(actions).getByRole('link', { name: /^Operator console/ })).toHaveAttribute('href', '/admin');
    unmount();

    useSessionStore.setState({ user: profileFixture({ screenName: 'Grace', role: 'customer' }) });
    renderRoutes(routes, '/user');
    const customerActions = await screen.findByRole('region', { name: 'My Actions' });
    expect(within(customerActions).getByRole('link', { name: /^My Orders/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /console/i })).toBeNull();
  });

  it('uses the profile already in the session without asking again', async () => {
    useSessionStore.setState({ user: profileFixture({ screenName: 'Grace' }) });
    renderRoutes(routes, '/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === '/api/user/profile')).toHaveLength(0);
  });

  // Each card is named by all it shows, so a voice user can say what they see (WCAG 2.5.3).
  it("lists 'My Actions': orders, shipping and billing addresses", async () => {
    renderRoutes(routes, '/user');
    const actions = await screen.findByRole('region', { name: 'My Actions' });
    const links = within(actions).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(
      within(actions).getByRole('link', {
        name: 'My Orders Track orders, get invoices and request refunds',
      }),
    ).toHaveAttribute('href', '/user/order');
    expect(
      within(actions).getByRole('link', { name: 'My Shipping Address Where we deliver your orders' }),
    ).toHaveAttribute('href', '/address/shipping');
    // Decision (docs/cart-and-addresses.md): billing gets its own page, not the shipping one.
    expect(
      within(actions).getByRole('link', { name: 'My Billing Address The address on your invoices' }),
    ).toHaveAttribute('href', '/address/billing');
  });

  it('Logout revokes the refresh token, forgets the session and the stored values, and goes to /', async () => {
    server.routes.set('POST /api/auth/logout', ok({ success: true }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/user');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The session is forgotten once the account page has left the screen.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull());
    await waitFor(() => expect(bodiesOf(server, '/api/auth/logout')).toEqual([{ refreshToken: 'refresh-1' }]));
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    // Signing out on purpose is not the guard's "sign in first": no login dialog pops up.
    expect(state.showLogin).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Logout still signs out, quietly, when the server cannot be reached', async () => {
    server.routes.set('POST /api/auth/logout', (_req, res) =>
      sendJson(res, 500, { code: 50000, data: null, errMsg: 'Something broke' }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/user');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull());
    await waitFor(() => expect(bodiesOf(server, '/api/auth/logout')).toHaveLength(1));
    // Let the failed answer come back: it must not surface.
    await expectToHold(() => {
      expect(useSessionStore.getState().token).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
      expect(screen.queryByText('Something broke')).toBeNull();
    });
  });

  it('sets the screen name, saying where it is shown; the header follows', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: profileFixture({ screenName: 'Customer 7KQ2M' }) });
    server.routes.set('POST /api/user/profile', ok(profileFixture({ screenName: 'Ada L.' })));
    renderRoutes(routes, '/user');
    const field = await screen.findByRole('textbox', { name: 'Screen name' });
    expect(field).toHaveValue('Customer 7KQ2M');
    expect(field).toHaveAccessibleDescription(/Shown with your reviews on product pages, instead of your email/);
    await user.clear(field);
    await user.type(field, 'Ada L.');
    await user.click(screen.getByRole('button', { name: 'Save screen name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
    expect(bodiesOf(server, '/api/user/profile')).toEqual([{ screenName: 'Ada L.' }]);
    expect(useSessionStore.getState().user).toMatchObject({ screenName: 'Ada L.' });
  });

  it('refuses an email address as a screen name inline and sends nothing', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: profileFixture({ screenName: 'Grace' }) });
    renderRoutes(routes, '/user');
    const field = await screen.findByRole('textbox', { name: 'Screen name' });
    await user.clear(field);
    await user.type(field, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Save screen name' }));
    expect(await screen.findByText('Screen name must not be an email address')).toBeInTheDocument();
    expect(bodiesOf(server, '/api/user/profile')).toEqual([]);
  });

  it("shows the server's refusal of a screen name at the field, announced, and it goes once a name is saved", async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: profileFixture({ screenName: 'Grace' }) });
    const refusal = 'Please choose a screen name that is not taken from your email address';
    server.routes.set('POST /api/user/profile', (req, res) =>
      req.body.includes('grace.hopper')
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: refusal })
        : ok(profileFixture({ screenName: 'Amazing Grace' }))(req, res),
    );
    renderRoutes(routes, '/user');
    const field = await screen.findByRole('textbox', { name: 'Screen name' });
    await user.clear(field);
    await user.type(field, 'grace.hopper');
    await user.click(screen.getByRole('button', { name: 'Save screen name' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(refusal);
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);

    await user.clear(field);
    await user.type(field, 'Amazing Grace');
    await user.click(screen.getByRole('button', { name: 'Save screen name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amazing Grace' })).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
