import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { successResponseSchema } from '@shared/schemas/auth';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { ok, sendJson } from '@web/test/http-server';
import { renderRoutes } from '@web/test/render';
import { bodiesOf, serveApi, type ServedApi } from '@web/test/serve-api';
import { ResetPasswordPage } from './reset-password-page';

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
beforeEach(() => useSessionStore.setState(initialSessionState));
afterEach(() => server.reset());

const renderAt = (path: string) => {
  const user = userEvent.setup();
  renderRoutes([{ path: '/reset-password', Component: ResetPasswordPage }], path);
  return user;
};
const refused = (errMsg: string) => (_req: unknown, res: Parameters<typeof sendJson>[0]) =>
  sendJson(res, 400, { code: 40000, data: null, errMsg });

async function setPassword(user: ReturnType<typeof userEvent.setup>, password: string, again = password) {
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), again);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset link’s page', () => {
  it('sets the new password with the token of the link, then offers to sign in', async () => {
    let tries = 0;
    server.routes.set('POST /api/auth/password-reset-link', (req, res) =>
      ++tries === 1
        ? refused('This password is one of the most common passwords, please choose another')(req, res)
        : ok(successResponseSchema.parse({ success: true }))(req, res),
    );
    const user = renderAt('/reset-password#token=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await setPassword(user, 'password123');
    expect(await screen.findByText(/one of the most common passwords/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await setPassword(user, 'lighthouse keeper 1852');
    expect(await screen.findByText('Your password was changed. Sign in with your new password.')).toBeInTheDocument();
    expect(bodiesOf(server, '/api/auth/password-reset-link').at(-1)).toEqual({
      linkToken: 'tok-123',
      password: 'lighthouse keeper 1852',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useSessionStore.getState().showLogin).toBe(true);
  });

  it('says so when the link no longer works, and offers no form', async () => {
    server.routes.set(
      'POST /api/auth/password-reset-link',
      refused('This reset link is no longer valid, please ask for a new one'),
    );
    const user = renderAt('/reset-password#token=used');
    await setPassword(user, 'lighthouse keeper 1852');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This reset link is no longer valid, please ask for a new one',
    );
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('asks for matching passwords before sending anything', async () => {
    const user = renderAt('/reset-password#token=tok');
    await setPassword(user, 'lighthouse keeper 1852', 'lighthouse keeper 1853');
    expect(await screen.findByText(/Passwords do not match/)).toBeInTheDocument();
    expect(bodiesOf(server, '/api/auth/password-reset-link')).toEqual([]);
  });

  it('without a token says the link is not complete', async () => {
    renderAt('/reset-password');
    expect(await screen.findByRole('status')).toHaveTextContent('This link is not complete.');
  });
});
