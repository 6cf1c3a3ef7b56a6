import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { STORAGE_KEYS } from '@shared/constants';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { ok, sendJson } from '@web/test/http-server';
import { bodiesOf, serveApi, type ServedApi } from '@web/test/serve-api';
import { fields, findToast, renderLoginDialog } from '../testing/render-dialog';

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

/** Opens the dialog, goes to register and asks for a code for `email`. */
async function requestCode(email = 'new@example.com') {
  server.routes.set('POST /api/auth/sign-up-token', ok({ signUpToken: 'sign-up-1' }));
  const view = renderLoginDialog();
  await view.user.click(await screen.findByRole('button', { name: "Don't have account? Go register" }));
  await view.user.type(fields.email(), email);
  await view.user.click(screen.getByRole('button', { name: 'Send verification code' }));
  await screen.findByRole('dialog', { name: 'Verify your email' });
  return view;
}

async function fillConfirm(
  user: ReturnType<typeof renderLoginDialog>['user'],
  code: string,
  password: string,
  confirm: string,
) {
  await user.type(fields.code(), code);
  await user.type(fields.password(), password);
  await user.type(fields.confirmPassword(), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register mode', () => {
  it('has a required Email of type email and the login link', async () => {
    const { user } = renderLoginDialog();
    await user.click(await screen.findByRole('button', { name: "Don't have account? Go register" }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(fields.email()).toHaveAttribute('type', 'email');
    expect(fields.email()).toBeRequired();
    expect(fields.email().labels?.[0]).toHaveTextContent('Email*');
    expect(screen.getByRole('button', { name: 'Already have an account? Go login' })).toBeInTheDocument();
  });

  it('a code request stores the sign-up token, moves to confirm and says to check the email', async () => {
    await requestCode('New@Example.com');
    expect(bodiesOf(server, '/api/auth/sign-up-token')).toEqual([{ email: 'new@example.com' }]);
    expect(localStorage.getItem(STORAGE_KEYS.signUpToken)).toBe('sign-up-1');
    expect((await findToast('Please check your email for verification code')).toast).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toHaveAccessibleDescription(
      'Enter the code we sent to new@example.com and choose a password.',
    );
  });

  it('an email already registered is toasted and shown at the email field, announced, and stays in register', async () => {
    server.routes.set('POST /api/auth/sign-up-token', (_req, res) =>
      sendJson(res, 409, { code: 40900, data: null, errMsg: 'This email is already registered, please login' }),
    );
    const { user } = renderLoginDialog();
    await user.click(await screen.findByRole('button', { name: "Don't have account? Go register" }));
    await user.type(fields.email(), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));

    await findToast('This email is already registered, please login');
    await waitFor(() => expect(fields.email()).toHaveAttribute('aria-invalid', 'true'));
    expect(fields.email()).toHaveAccessibleDescription('This email is already registered, please login');
    expect(within(screen.getByRole('dialog', { name: 'Register' })).getByRole('alert')).toHaveTextContent(
      'This email is already registered, please login',
    );
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.signUpToken)).toBeNull();
  });
});

describe('confirm mode', () => {
  it('has three required fields with asterisks and the resend link', async () => {
    await requestCode();
    for (const [input, name] of [
      [fields.code(), 'Verification Code'],
      [fields.password(), 'Password'],
      [fields.confirmPassword(), 'Confirm Password'],
    ] as const) {
      expect(input).toBeRequired();
      expect(input.labels?.[0]).toHaveTextContent(`${name}*`);
      expect(input).toHaveAccessibleName(name);
    }
    expect(screen.getByRole('button', { name: "Haven't received the code? Resend" })).toBeInTheDocument();
  });

  it("shows 'Passwords do not match' inline on Confirm Password and sends nothing", async () => {
    const { user } = await requestCode();
    await fillConfirm(user, '123456', 'correct horse', 'correct hose');

    const confirm = fields.confirmPassword();
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fields.password()).not.toHaveAttribute('aria-invalid');
    expect(bodiesOf(server, '/api/auth/sign-up')).toHaveLength(0);

    // Fixed from either side, the error goes.
    await user.clear(fields.password());
    await user.type(fields.password(), 'correct hose');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
  });

  it('reports the mismatch together with other errors', async () => {
    const { user } = await requestCode();
    await fillConfirm(user, '12', 'short', 'shorter');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Verification Code must be the six-digit code from the email')).toBeInTheDocument();
  });

  it('an empty Confirm Password is required first, not a mismatch', async () => {
    const { user } = await requestCode();
    await user.type(fields.password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Confirm Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(fields.code()).toHaveAccessibleDescription('Verification Code is required');
  });

  it("without a stored sign-up token: 'Please sign up first' at top-center, back to register", async () => {
    const { user } = await requestCode();
    localStorage.removeItem(STORAGE_KEYS.signUpToken);
    await fillConfirm(user, '123456', 'correct horse', 'correct horse');

    const { position } = await findToast('Please sign up first');
    expect(position).toBe('top-center');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(fields.email()).toHaveValue('');
    expect(bodiesOf(server, '/api/auth/sign-up')).toHaveLength(0);
  });

  it('a confirmed code clears the stored token, moves to login with the email just registered and says Register success', async () => {
    const { user } = await requestCode();
    server.routes.set('POST /api/auth/sign-up', ok({ success: true }));
    await fillConfirm(user, ' 123456', 'correct horse', 'correct horse');

    expect((await findToast('Register success, please login')).toast).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(bodiesOf(server, '/api/auth/sign-up')).toEqual([
      { verificationCode: '123456', password: 'correct horse', signUpToken: 'sign-up-1' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.signUpToken)).toBeNull();
    expect(fields.email()).toHaveValue('new@example.com');
    // The password is what is left to type.
    expect(fields.password()).toHaveFocus();
  });

  it('a wrong code keeps the form and the stored token', async () => {
    const { user } = await requestCode();
    server.routes.set('POST /api/auth/sign-up', (_req, res) =>
      sendJson(res, 400, { code: 40000, data: null, errMsg: 'Incorrect verification code, 4 tries left' }),
    );
    await fillConfirm(user, '000000', 'correct horse', 'correct horse');

    await findToast('Incorrect verification code, 4 tries left');
    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument();
    // At the code as well, read with it, and the focus there to change it.
    await waitFor(() => expect(fields.code()).toHaveAccessibleDescription('Incorrect verification code, 4 tries left'));
    expect(fields.code()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.code()).toHaveFocus();
    expect(fields.code()).toHaveValue('000000');
    expect(localStorage.getItem(STORAGE_KEYS.signUpToken)).toBe('sign-up-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
  });

  it('locks Create account while the request runs', async () => {
    const { user } = await requestCode();
    let held: ServerResponse | undefined;
    server.routes.set('POST /api/auth/sign-up', (_req, res) => {
      held = res;
    });
    await fillConfirm(user, '123456', 'correct horse', 'correct horse');
    await waitFor(() => expect(held).toBeDefined());
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    sendJson(held!, 200, { code: 20000, data: { success: true }, errMsg: '' });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it("'Haven't received the code? Resend' goes back to a fresh register form", async () => {
    const { user } = await requestCode();
    await user.type(fields.code(), '12');
    await user.click(screen.getByRole('button', { name: "Haven't received the code? Resend" }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(fields.email()).toHaveValue('');
    expect(fields.email()).toHaveFocus();
  });
});
