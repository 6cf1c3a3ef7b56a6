import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { startMailCatcher, type MailCatcher } from '@server/test/mail-catcher';
import { hashPassword } from '@server/lib/password-hashing';
import { defaultScreenName } from '@server/lib/default-screen-name';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import type { Endpoint } from '@shared/contract/endpoint';
import { login as signIn, refresh, requestPasswordResetToken, resetPassword } from '@shared/contract/auth';
import { changeEmail, changePassword, confirmEmail, revokeSessions } from '@shared/contract/account';
import { getProfile } from '@shared/contract/user';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple elephant marmalade';

let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
const nextEmail = (tag: string) => `${tag}-${++emailCounter}-${process.pid}@example.com`;

describe.each(testDialects)('accounts a shopper looks after alone, on %s', (dialect) => {
  let t: TestApp;
  let smtp: MailCatcher;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await createTestApp(dialect, { seed: false, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  // Some bodies break the contract on purpose (a weak password, a wrong code's shape), to see the refusal.
  const post = <E extends Endpoint>(endpoint: E, body: object, headers: Record<string, string> = {}, ip = nextIp()) =>
    callEndpointWithInvalidInput(t.app, endpoint, { body }, { headers, remoteAddress: ip });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const profileStatus = async (accessToken: string) =>
    (await callEndpoint(t.app, getProfile, {}, { headers: bearer(accessToken) })).status;

  async function account(tag: string) {
    const email = nextEmail(tag);
    await t.db.kysely
      .insertInto('app_user')
      .values({
        email,
        password_hash: await hashPassword(PASSWORD),
        screen_name: defaultScreenName(),
        created_at: new Date().toISOString(),
      })
      .execute();
    return email;
  }
  async function login(email: string, password = PASSWORD) {
    const res = await post(signIn, { loginId: email, password });
    expect(res.status, res.raw.body).toBe(200);
    return res.data;
  }
  async function resetToken(email: string) {
    const res = await post(requestPasswordResetToken, { email });
    expect(res.status, res.raw.body).toBe(200);
    return res.data.resetToken;
  }

  describe('forgotten password', () => {
    it('answers every address alike and mails a code, valid 15 minutes, only to an active account', async () => {
      const email = await account('reset-mail');
      const known = await post(requestPasswordResetToken, { email });
      const unknown = await post(requestPasswordResetToken, { email: nextEmail('nobody') });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(Object.keys(known.data)).toEqual(['resetToken']);
      expect(Object.keys(unknown.data)).toEqual(['resetToken']);
      const mail = await smtp.waitForMail(email);
      expect(mail.subject).toBe(`${mail.code} is your Test Shop password reset code`);
      expect(mail.text).toContain('It expires in 15 minutes');
    });

    it("survives a stranger's repeated requests: the owner's code still works, and every session ends", async () => {
      const email = await account('reset-stranger');
      const other = await account('reset-bystander');
      const phone = await login(email);
      const laptop = await login(email);
      const bystander = await login(other);

      const ownerToken = await resetToken(email);
      const ownerCode = (await smtp.waitForMail(email)).code!;
      // A stranger asks again and again for the same address: each request has its own code.
      for (let i = 0; i < 3; i++) {
        await resetToken(email);
        await smtp.waitForMail(email);
      }
      const res = await post(resetPassword, {
        resetToken: ownerToken,
        verificationCode: ownerCode,
        password: NEW_PASSWORD,
      });
      expect(res.body, res.raw.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });

      // The account's refresh tokens and access tokens are refused from the next call on…
      expect(await profileStatus(phone.accessToken)).toBe(401);
      expect(await profileStatus(laptop.accessToken)).toBe(401);
      expect((await post(refresh, { refreshToken: phone.refreshToken })).status).toBe(401);
      // …another account's are not.
      expect(await profileStatus(bystander.accessToken)).toBe(200);
      expect((await post(refresh, { refreshToken: bystander.refreshToken })).status).toBe(200);

      // The old password no longer signs in, the new one does; the owner is told.
      expect((await post(signIn, { loginId: email, password: PASSWORD })).status).toBe(400);
      await login(email, NEW_PASSWORD);
      expect((await smtp.waitForMail(email)).subject).toBe('Your Test Shop password was changed');
    });

    it('counts wrong codes like sign-up codes, and a token of an unknown address leads nowhere', async () => {
      const email = await account('reset-wrong');
      const token = await resetToken(email);
      const code = (await smtp.waitForMail(email)).code!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const first = await post(resetPassword, {
        resetToken: token,
        verificationCode: wrong,
        password: NEW_PASSWORD,
      });
      expect(first.status).toBe(400);
      expect(first.body.errMsg).toBe('Incorrect verification code, 4 tries left');
      for (let i = 0; i < 4; i++) {
        await post(resetPassword, { resetToken: token, verificationCode: wrong, password: NEW_PASSWORD });
      }
      const sixth = await post(resetPassword, {
        resetToken: token,
        verificationCode: code,
        password: NEW_PASSWORD,
      });
      expect(sixth.body.errMsg).toBe('Too many wrong codes, please request a new code');

      const nobody = await resetToken(nextEmail('nobody'));
      const guess = await post(resetPassword, {
        resetToken: nobody,
        verificationCode: '123456',
        password: NEW_PASSWORD,
      });
      expect(guess.body.errMsg).toBe('Incorrect verification code, 4 tries left');
    });

    it('refuses a common password before trying the code', async () => {
      const email = await account('reset-weak');
      const token = await resetToken(email);
      const code = (await smtp.waitForMail(email)).code!;
      const weak = await post(resetPassword, {
        resetToken: token,
        verificationCode: code,
        password: 'password123',
      });
      expect(weak.status).toBe(400);
      const ok = await post(resetPassword, {
        resetToken: token,
        verificationCode: code,
        password: NEW_PASSWORD,
      });
      expect(ok.status, ok.raw.body).toBe(200);
    });
  });

  describe('signed in', () => {
    it('a change of password keeps this session and ends the others', async () => {
      const email = await account('change-password');
      const here = await login(email);
      const there = await login(email);
      const wrong = await post(
        changePassword,
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        bearer(here.accessToken),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.errMsg).toBe('Incorrect password');

      const res = await post(
        changePassword,
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        bearer(here.accessToken),
      );
      expect(res.body, res.raw.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
      expect(await profileStatus(here.accessToken)).toBe(200);
      expect((await post(refresh, { refreshToken: here.refreshToken })).status).toBe(200);
      expect(await profileStatus(there.accessToken)).toBe(401);
      expect((await post(refresh, { refreshToken: there.refreshToken })).status).toBe(401);
      await login(email, NEW_PASSWORD);
      expect((await smtp.waitForMail(email)).subject).toBe('Your Test Shop password was changed');
    });

    it('sign out everywhere ends the other sessions, or all of them', async () => {
      const email = await account('sign-out');
      const here = await login(email);
      const there = await login(email);
      const res = await post(revokeSessions, {}, bearer(here.accessToken));
      expect(res.data).toEqual({ revoked: 1 });
      expect(await profileStatus(here.accessToken)).toBe(200);
      expect(await profileStatus(there.accessToken)).toBe(401);
      const all = await post(revokeSessions, { all: true }, bearer(here.accessToken));
      expect(all.data).toEqual({ revoked: 1 });
      expect(await profileStatus(here.accessToken)).toBe(401);
    });

    it('a change of email moves the login: the old address is refused afterwards and told', async () => {
      const email = await account('old-address');
      const newEmail = nextEmail('new-address');
      const me = await login(email);
      const res = await post(changeEmail, { newEmail, password: PASSWORD }, bearer(me.accessToken));
      expect(res.body, res.raw.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
      const code = (await smtp.waitForMail(newEmail)).code!;
      const confirm = await post(confirmEmail, { verificationCode: code }, bearer(me.accessToken));
      expect(confirm.status, confirm.raw.body).toBe(200);
      expect(confirm.data.email).toBe(newEmail);
      expect((await post(signIn, { loginId: email, password: PASSWORD })).body.errMsg).toBe(
        'Incorrect email or password',
      );
      await login(newEmail);
      const told = await smtp.waitForMail(email);
      expect(told.subject).toBe('Your Test Shop email address was changed');
      expect(told.text).toContain(newEmail);
    });

    it('an address another account uses answers the same; its mail says it is taken and holds no code', async () => {
      const email = await account('mover');
      const taken = await account('taken');
      const me = await login(email);
      const res = await post(changeEmail, { newEmail: taken, password: PASSWORD }, bearer(me.accessToken));
      expect(res.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
      const mail = await smtp.waitForMail(taken);
      expect(mail.subject).toBe('This address already has a Test Shop account');
      expect(mail.code).toBeNull();
      const guess = await post(confirmEmail, { verificationCode: '123456' }, bearer(me.accessToken));
      expect(guess.body.errMsg).toBe('Incorrect verification code, 4 tries left');
    });
  });
});
