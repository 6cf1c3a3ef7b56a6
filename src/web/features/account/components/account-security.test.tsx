import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@shared/constants';
import { routes } from '@web/app/router';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { profileFixture } from '@web/test/fixtures/profile';
import { serveApi, type ServedApi } from '@web/test/serve-api';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());

beforeEach(() => {
  useSessionStore.setState(initialSessionState);
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  useSessionStore.setState({
    token: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    user: profileFixture({ email: 'ada@example.com' }),
  });
  server.answer({
    '/home/nav-items': { navItems: [] },
    '/home/banners': { banners: [] },
    '/home/section': { list: [] },
  });
});
afterEach(() => server.reset());

/** A refusal of the API, in its envelope. */
const refuse = (path: string, status: number, errMsg: string) =>
  server.routes.set(`POST /api${path}`, (_req, res) =>
    sendJson(res, status, { code: status * 100, data: null, errMsg }),
  );

const bodiesTo = (path: string) =>
  server
    .sent()
    .filter((r) => r.path === path)
    .map((r) => r.body);

async function openSection(name: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/user');
  return { user, section: await screen.findByRole('region', { name }), ...view };
}

describe("the account page's email section", () => {
  it('mails a code to the new address, then switches the login once the code is right', async () => {
    let tries = 0;
    server.answer({ 'POST /user/email': { success: true } });
    server.routes.set('POST /api/user/email/confirm', (_req, res) =>
      ++tries === 1
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: 'Incorrect verification code, 4 tries left' })
        : sendJson(res, 200, { code: 20000, data: profileFixture({ email: 'ada@new.example' }), errMsg: '' }),
    );
    const { user, section } = await openSection('Email');
    expect(section).toHaveTextContent('You sign in with ada@example.com.');

    await user.type(within(section).getByRole('textbox', { name: 'New email' }), 'Ada@New.example');
    await user.type(within(section).getByLabelText(/^Current password/), 'correct horse battery');
    await user.click(within(section).getByRole('button', { name: 'Send code to new email' }));

    // The code step replaces the form, with the focus on its field.
    const code = await within(section).findByRole('textbox', { name: 'Verification Code' });
    expect(code).toHaveFocus();
    expect(section).toHaveTextContent('Enter the code we sent to ada@new.example.');
    expect(bodiesTo('/user/email')).toEqual([{ newEmail: 'ada@new.example', password: 'correct horse battery' }]);

    await user.type(code, '111111');
    await user.click(within(section).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(section).findByText(/Incorrect verification code, 4 tries left/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(section).getByRole('button', { name: 'Confirm new email' }));
    await waitFor(() => expect(section).toHaveTextContent('You sign in with ada@new.example.'));
    expect(useSessionStore.getState().user?.email).toBe('ada@new.example');
    expect(within(section).getByRole('textbox', { name: 'New email' })).toHaveValue('');
    expect(bodiesTo('/user/email/confirm')).toEqual([{ verificationCode: '111111' }, { verificationCode: '222222' }]);
  });

  it('shows a wrong password at the password field and stays on the form', async () => {
    refuse('/user/email', 400, 'Incorrect password');
    const { user, section } = await openSection('Email');
    await user.type(within(section).getByRole('textbox', { name: 'New email' }), 'ada@new.example');
    const password = within(section).getByLabelText(/^Current password/);
    await user.type(password, 'not it');
    await user.click(within(section).getByRole('button', { name: 'Send code to new email' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Incorrect password/));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).queryByRole('textbox', { name: 'Verification Code' })).toBeNull();
  });
});

describe("the account page's password section", () => {
  it("shows the server's refusal of the new password at that field, and a wrong current one at its own", async () => {
    refuse('/user/password', 400, 'This password is one of the most common passwords, please choose another');
    const { user, section } = await openSection('Password');
    const current = within(section).getByLabelText(/^Current password/);
    const next = within(section).getByLabelText(/^New password/);
    await user.type(current, 'correct horse battery');
    await user.type(next, 'password123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription(/one of the most common passwords/));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(current).not.toHaveAttribute('aria-invalid', 'true');

    refuse('/user/password', 400, 'Incorrect password');
    await user.clear(next);
    await user.type(next, 'purple elephant dances');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Incorrect password/));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    // Announced as it appears, not only found when the field is visited.
    expect(within(section).getByRole('alert')).toHaveTextContent('Incorrect password');
    expect(bodiesTo('/user/password').at(-1)).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'purple elephant dances',
    });
  });

  it('refuses a short new password before asking the server', async () => {
    const { user, section } = await openSection('Password');
    await user.type(within(section).getByLabelText(/^Current password/), 'correct horse battery');
    const next = within(section).getByLabelText(/^New password/);
    await user.type(next, 'short');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next).toHaveAttribute('aria-invalid', 'true'));
    expect(next).toHaveAccessibleDescription(/must be at least 8 characters/);
    expect(bodiesTo('/user/password')).toEqual([]);
  });

  it('says the other devices were signed out once the password changed', async () => {
    server.answer({ 'POST /user/password': { success: true } });
    const { user, section } = await openSection('Password');
    await user.type(within(section).getByLabelText(/^Current password/), 'correct horse battery');
    await user.type(within(section).getByLabelText(/^New password/), 'purple elephant dances');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed; your other devices were signed out')).toBeVisible();
    expect(within(section).getByLabelText(/^New password/)).toHaveValue('');
  });
});

describe("the account page's devices and data section", () => {
  it('signs out the other devices, this one staying signed in, and says how many', async () => {
    server.answer({ 'POST /user/sessions/revoke': { revoked: 2 } });
    const { user, section } = await openSection('Devices and data');
    await user.click(within(section).getByRole('button', { name: 'Sign out on all other devices' }));
    expect(await screen.findByText('2 other devices were signed out')).toBeVisible();
    expect(bodiesTo('/user/sessions/revoke')).toEqual([{}]);
    expect(useSessionStore.getState().token).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });
});

describe("the account page's closing section", () => {
  it('names what is kept, asks for the password, then closes the account and signs out', async () => {
    let closes = 0;
    server.routes.set('POST /api/user/deletion', (_req, res) =>
      ++closes === 1
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: 'Incorrect password' })
        : sendJson(res, 200, { code: 20000, data: { success: true }, errMsg: '' }),
    );
    server.answer({ 'POST /auth/logout': { success: true } });
    const { user, section, router } = await openSection('Close my account');
    await user.click(within(section).getByRole('button', { name: 'Close my account' }));

    const password = within(section).getByLabelText(/^Password/);
    expect(password).toHaveFocus();
    expect(section).toHaveTextContent('your reviews stay, signed “Former customer”');
    expect(section).toHaveTextContent(
      'paid orders, their invoices and credit notes are kept for the shop’s accounts, with the name and address printed on them',
    );
    expect(section).toHaveTextContent('You can register again with the same email later.');

    // Keeping the account goes back, the focus on the button that opened the confirmation.
    await user.click(within(section).getByRole('button', { name: 'Keep my account' }));
    expect(within(section).queryByLabelText(/^Password/)).toBeNull();
    expect(within(section).getByRole('button', { name: 'Close my account' })).toHaveFocus();
    expect(bodiesTo('/user/deletion')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Close my account' }));
    await user.type(within(section).getByLabelText(/^Password/), 'not it');
    await user.click(within(section).getByRole('button', { name: 'Close my account for good' }));
    await waitFor(() =>
      expect(within(section).getByLabelText(/^Password/)).toHaveAccessibleDescription(/Incorrect password/),
    );
    expect(useSessionStore.getState().token).not.toBeNull();

    await user.clear(within(section).getByLabelText(/^Password/));
    await user.type(within(section).getByLabelText(/^Password/), 'correct horse battery');
    await user.click(within(section).getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('Your account was closed')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(bodiesTo('/user/deletion')).toEqual([{ password: 'not it' }, { password: 'correct horse battery' }]);
  });
});
