import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { STORAGE_KEYS } from '@shared/constants';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { ok, sendJson } from '@web/test/http-server';
import { bodiesOf, serveApi, type ServedApi } from '@web/test/serve-api';
import { fields, findToast, renderLoginDialog } from '../testing/render-dialog';
import { expectToHold } from '@web/test/hold';

let server: ServedApi;

beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => useSessionStore.setState(initialSessionState));
afterEach(() => {
  server.routes.clear();
  server.requests.length = 0;
});

/** A profile route that only answers the bearer token the login handed out. */
function serveLogin(accessToken = 'access-1', refreshToken = 'refresh-1') {
  server.routes.set('POST /api/auth/login', ok({ accessToken, refreshToken }));
  server.routes.set('GET /api/user/profile', (req, res) =>
    req.headers.authorization === `Bearer ${accessToken}`
      ? sendJson(res, 200, {
          code: 20000,
          data: {
            userId: 7,
            email: 'ada@example.com',
            screenName: 'Ada',
            createdAt: '2026-01-01T00:00:00.000Z',
            role: 'customer',
          },
          errMsg: '',
        })
      : sendJson(res, 401, { code: 40100, data: null, errMsg: 'Please sign in first' }),
  );
}

describe('opening and closing', () => {
  it('stays closed until showLogin is set, then opens in login mode', async () => {
    renderLoginDialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useSessionStore.getState().setShowLogin(true));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    [
      'the X button',
      async (user: ReturnType<typeof renderLoginDialog>['user']) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', async (user: ReturnType<typeof renderLoginDialog>['user']) => user.keyboard('{Escape}')],
    [
      'the overlay',
      async (user: ReturnType<typeof renderLoginDialog>['user']) => {
        // Radix renders the overlay right before the dialog in the same portal.
        const overlay = screen.getByRole('dialog').previousElementSibling;
        if (!overlay) throw new Error('no overlay');
        await user.click(overlay);
      },
    ],
  ])('closing with %s clears showLogin, and it reopens in login mode', async (_how, close) => {
    const { user } = renderLoginDialog();
    await user.click(await screen.findByRole('button', { name: "Don't have account? Go register" }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();

    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().showLogin).toBe(false);

    act(() => useSessionStore.getState().setShowLogin(true));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('login mode', () => {
  it('has a required Email (type email) and Password, each with an asterisk, and the register link', async () => {
    renderLoginDialog();
    await screen.findByRole('dialog', { name: 'Login' });
    const email = fields.email();
    const password = fields.password();
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('type', 'password');
    for (const [input, name] of [
      [email, 'Email'],
      [password, 'Password'],
    ] as const) {
      expect(input).toBeRequired();
      // The label shows the asterisk; the accessible name leaves it out.
      expect(input.labels?.[0]).toHaveTextContent(`${name}*`);
      expect(input).toHaveAccessibleName(name);
    }
    expect(screen.getByRole('button', { name: "Don't have account? Go register" })).toBeInTheDocument();
  });

  it('reports empty fields inline and sends nothing', async () => {
    const { user } = renderLoginDialog();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fields.email()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email()).toHaveAccessibleDescription('Email is required');
    expect(fields.password()).toHaveAccessibleDescription('Password is required');
    expect(server.requests).toHaveLength(0);
  });

  it('signs in: stores the pair, loads the profile with it, says Login success and closes', async () => {
    serveLogin('access-1', 'refresh-1');
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), '  Ada@Example.com ');
    await user.type(fields.password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await findToast('Login success')).toast).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(server, '/api/auth/login')).toEqual([{ loginId: 'ada@example.com', password: 'correct horse' }]);
    const state = useSessionStore.getState();
    expect(state.token).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(state.user).toMatchObject({ screenName: 'Ada' });
    expect(state.showLogin).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('a wrong password shows the server message once and keeps the dialog open and unlocked', async () => {
    server.routes.set('POST /api/auth/login', (_req, res) =>
      sendJson(res, 400, { code: 40000, data: null, errMsg: 'Incorrect email or password' }),
    );
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(fields.password(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const { position } = await findToast('Incorrect email or password');
    expect(position).toBe('top-center');
    expect(screen.getAllByText('Incorrect email or password')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("a wrong password's toast goes when the form is sent again, and does not stay beside 'Login success'", async () => {
    serveLogin('access-1', 'refresh-1');
    const login = server.routes.get('POST /api/auth/login');
    server.routes.set('POST /api/auth/login', (req, res) =>
      (JSON.parse(req.body) as { password: string }).password === 'correct horse'
        ? login?.(req, res)
        : sendJson(res, 400, { code: 40000, data: null, errMsg: 'Incorrect email or password' }),
    );
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(fields.password(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await findToast('Incorrect email or password');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    await user.clear(fields.password());
    await user.type(fields.password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await findToast('Login success');
    await waitFor(() => expect(screen.queryByText('Incorrect email or password')).toBeNull());
  });

  it('if the profile cannot be loaded, the new tokens are dropped and the dialog stays', async () => {
    server.routes.set('POST /api/auth/login', ok({ accessToken: 'a', refreshToken: 'r' }));
    server.routes.set('GET /api/user/profile', (_req, res) =>
      sendJson(res, 500, { code: 50000, data: null, errMsg: 'Something broke' }),
    );
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(fields.password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await findToast('Something broke');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(screen.queryByText('Login success')).toBeNull();
  });

  it('locks the submit button while the request runs', async () => {
    serveLogin();
    let held: ServerResponse | undefined;
    server.routes.set('POST /api/auth/login', (_req, res) => {
      held = res;
    });
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(fields.password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(held).toBeDefined());
    const submit = screen.getByRole('button', { name: 'Login' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(bodiesOf(server, '/api/auth/login')).toHaveLength(1);

    sendJson(held!, 200, { code: 20000, data: { accessToken: 'access-1', refreshToken: 'refresh-1' }, errMsg: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing while the login runs cancels it: no session is kept', async () => {
    serveLogin();
    let held: ServerResponse | undefined;
    server.routes.set('POST /api/auth/login', (_req, res) => {
      held = res;
    });
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(fields.password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(held).toBeDefined());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    sendJson(held!, 200, { code: 20000, data: { accessToken: 'access-1', refreshToken: 'refresh-1' }, errMsg: '' });
    // Give a late answer every chance to be (wrongly) applied.
    await expectToHold(() => {
      expect(useSessionStore.getState().token).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
      expect(screen.queryByText('Login success')).toBeNull();
      expect(screen.queryByText(/canceled/i)).toBeNull();
    });
  });
});

describe('switching modes', () => {
  it('moves between login and register with the exact link texts and resets each form', async () => {
    const { user } = renderLoginDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'typed@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't have account? Go register" }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(fields.email()).toHaveValue('');
    expect(fields.email()).toHaveFocus();
    await user.type(fields.email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Go login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(fields.email()).toHaveValue('');
    expect(fields.email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('leaving a mode while its request runs unlocks the form and ignores the late answer', async () => {
    let held: ServerResponse | undefined;
    server.routes.set('POST /api/auth/sign-up-token', (_req, res) => {
      held = res;
    });
    const { user } = renderLoginDialog();
    await user.click(await screen.findByRole('button', { name: "Don't have account? Go register" }));
    await user.type(fields.email(), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    await waitFor(() => expect(held).toBeDefined());
    expect(screen.getByRole('button', { name: 'Send verification code' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Go login' }));
    await user.click(screen.getByRole('button', { name: "Don't have account? Go register" }));
    expect(screen.getByRole('button', { name: 'Send verification code' })).toBeEnabled();
    expect(fields.email()).toHaveValue('');

    sendJson(held!, 200, { code: 20000, data: { signUpToken: 'late' }, errMsg: '' });
    await expectToHold(() => {
      expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.signUpToken)).toBeNull();
    });
  });
});
