import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { passwordResetTokenResponseSchema, successResponseSchema } from '@shared/schemas/auth';
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

describe('forgot password mode', () => {
  it('email, then code and new password (a wrong code shown at its field), then back to login with the email filled in', async () => {
    server.routes.set(
      'POST /api/auth/password-reset-token',
      ok(passwordResetTokenResponseSchema.parse({ resetToken: 'reset-1' })),
    );
    let tries = 0;
    server.routes.set('POST /api/auth/password-reset', (_req, res) =>
      ++tries === 1
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: 'Incorrect verification code, 4 tries left' })
        : ok(successResponseSchema.parse({ success: true }))(_req, res),
    );
    const { user } = renderLoginDialog();
    await user.click(await screen.findByRole('button', { name: "Can't sign in? Forgot password?" }));
    await screen.findByRole('dialog', { name: 'Forgot password?' });
    await user.type(fields.email(), 'Me@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(bodiesOf(server, '/api/auth/password-reset-token')).toEqual([{ email: 'me@example.com' }]);

    await user.type(fields.code(), '111111');
    await user.type(screen.getByLabelText(/^New Password/), 'purple elephant');
    await user.type(fields.confirmPassword(), 'purple elephant');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Incorrect verification code, 4 tries left/)).toBeInTheDocument();
    expect(fields.code()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(fields.code());
    await user.type(fields.code(), '222222');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(fields.email()).toHaveValue('me@example.com');
    expect((await findToast('Your password was changed, please login')).toast).toBeInTheDocument();
    expect(bodiesOf(server, '/api/auth/password-reset').at(-1)).toEqual({
      resetToken: 'reset-1',
      verificationCode: '222222',
      password: 'purple elephant',
    });
  });
});
