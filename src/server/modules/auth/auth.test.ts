import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { RedisRateLimiter } from '@server/providers/rate-limit/index';
import { createTestApp, logCapture, testDialects, type TestApp } from '@server/test/test-app';
import { outboxMails, startMailCatcher, type MailCatcher } from '@server/test/mail-catcher';
import { movableClock } from '@server/test/factories';
import { MESSAGES } from './auth.service.js';
import { LOGIN_SLOWDOWN, REFRESH_GRACE_MS } from './auth.limits.js';
import { PASSWORD_POLICY_MESSAGES } from './password-policy.js';
import { itemAt } from '@shared/item-at';
import { callEndpoint, callEndpointWithInvalidInput, type Caller } from '@server/test/call-endpoint';
import type { WireInputOf } from '@shared/contract/endpoint';
import { login, logout, refresh, requestSignUpToken, signUp } from '@shared/contract/auth';
import { listCart } from '@shared/contract/cart';
import { getProfile } from '@shared/contract/user';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60_000;

let ipCounter = 0;
/** Each test speaks from its own address, so per-IP limits of one test never touch another. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
const nextEmail = (tag: string) => `${tag}-${++emailCounter}-${process.pid}@example.com`;

/** No answer may ever carry a password hash, nor a password a test sent. */
function expectNoSecrets(res: LightMyRequestResponse) {
  expect(res.body).not.toContain('$argon2');
  expect(res.body).not.toContain(PASSWORD);
  const json = JSON.parse(res.body) as { data: unknown };
  const keys = JSON.stringify(json.data ?? null).match(/"[^"]+":/g) ?? [];
  for (const key of keys) expect(key).not.toMatch(/password|hash/i);
}

/** The account endpoints the tests post to. */
type AuthPost = typeof requestSignUpToken | typeof signUp | typeof login | typeof refresh | typeof logout;

/** What an endpoint's body takes on the wire. */
type BodyIn<E extends AuthPost> = WireInputOf<E> extends { body: infer B } ? B : never;

/** A caller holding this access token, or a visitor. */
const bearer = (accessToken?: string): Caller => ({
  headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
});

/** Calls of the account API, each checked for leaked secrets. */
function accountHelpers(app: () => TestApp, catcher: () => MailCatcher) {
  async function post<E extends AuthPost>(endpoint: E, body: BodyIn<E>, ip = '127.0.0.1') {
    const res = await callEndpoint(app().app, endpoint, { body } as WireInputOf<E>, { remoteAddress: ip });
    expectNoSecrets(res.raw);
    return res;
  }
  /** A body the contract refuses, on purpose: the refusal is read and checked the same way. */
  async function postInvalid(endpoint: AuthPost, body: unknown, ip = '127.0.0.1') {
    const res = await callEndpointWithInvalidInput(app().app, endpoint, { body }, { remoteAddress: ip });
    expectNoSecrets(res.raw);
    return res;
  }
  async function profile(accessToken?: string) {
    const res = await callEndpoint(app().app, getProfile, {}, bearer(accessToken));
    expectNoSecrets(res.raw);
    return res;
  }
  async function requestCode(email: string, ip = nextIp()) {
    const res = await post(requestSignUpToken, { email }, ip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { signUpToken } = res.data;
    const mail = await catcher().waitForMail(email.trim().toLowerCase());
    return { signUpToken, code: mail.code!, mail };
  }
  async function register(email: string, password = PASSWORD) {
    const { signUpToken, code } = await requestCode(email);
    const res = await post(signUp, { verificationCode: code, password, signUpToken }, nextIp());
    expect(res.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
  }
  async function signIn(email: string, password = PASSWORD, ip = nextIp()) {
    const res = await post(login, { loginId: email, password }, ip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.data;
  }
  return { post, postInvalid, profile, requestCode, register, signIn };
}

describe.each(testDialects)('accounts on %s (mail through a real SMTP server)', (dialect) => {
  let t: TestApp;
  let smtp: MailCatcher;
  const clock = movableClock();

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await createTestApp(dialect, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Test Shop <hello@shop.test>' },
      providers: { clock },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const h = accountHelpers(
    () => t,
    () => smtp,
  );
  const { post, postInvalid, profile, requestCode, register, signIn } = h;
  const userCount = async (email: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('app_user')
          .select((e) => e.fn.countAll().as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers, confirms, logs in and shows the profile', async () => {
    const email = nextEmail('journey');
    const { signUpToken, code, mail } = await requestCode(email);
    expect(signUpToken.length).toBeGreaterThanOrEqual(40);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`${code} is your Test Shop verification code`);
    expect(mail.from).toBe('Test Shop <hello@shop.test>');
    expect(mail.text).toContain(`Your verification code is: ${code}`);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);

    // Nothing secret is stored as given: the token and the code are hashed.
    const pending = await t.db.kysely
      .selectFrom('sign_up_request')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending.token_hash).not.toContain(signUpToken);
    expect(pending.code_hash).not.toContain(code);

    const confirm = await post(signUp, { verificationCode: code, password: PASSWORD, signUpToken });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
    const stored = await t.db.kysely
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(await t.db.kysely.selectFrom('sign_up_request').selectAll().where('email', '=', email).execute()).toEqual(
      [],
    );

    const pair = await signIn(email);
    expect(pair.accessToken.split('.')).toHaveLength(3);
    expect(pair.refreshToken).not.toBe(pair.accessToken);
    const me = await profile(pair.accessToken);
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toContain('no-store');
    expect(me.body).toEqual({
      code: 20000,
      data: {
        userId: stored.user_id,
        email,
        // Nothing of the email: reviews show it to everybody.
        screenName: expect.stringMatching(/^Customer [0-9A-HJKMNP-TV-Z]{5}$/),
        createdAt: stored.created_at,
        role: 'customer',
        staff: null,
      },
      errMsg: '',
    });
    expect(Object.keys(me.data).sort()).toEqual(['createdAt', 'email', 'role', 'screenName', 'staff', 'userId']);
  });

  it('normalises emails: trimmed and lower-cased, at sign-up and at login', async () => {
    const email = nextEmail('Mixed.Case').toUpperCase();
    await register(`  ${email}  `);
    expect(await userCount(email.toLowerCase())).toBe(1);
    expect(await userCount(email)).toBe(0);
    await signIn(` ${email.toLowerCase()} `);
    await signIn(email);
  });

  it('answers a registered email as any other and mails its owner how to sign in, not a code', async () => {
    const email = nextEmail('dup');
    await register(email);
    const fresh = await post(requestSignUpToken, { email: nextEmail('fresh') }, nextIp());
    const again = await post(requestSignUpToken, { email: email.toUpperCase() }, nextIp());
    // Same status, same shape: the answer does not tell who has an account.
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.data)).toEqual(['signUpToken']);
    expect(again.data.signUpToken).toHaveLength(fresh.data.signUpToken.length);
    const notice = await smtp.waitForMail(email);
    expect(notice.subject).toBe('You already have a Test Shop account');
    expect(notice.text).toContain('Sign in at http://localhost:3000 with this email address and your password.');
    expect(notice.code).toBeNull();
    // The token leads nowhere: a guessed code is just a wrong code, and no second account appears.
    const guess = await post(
      signUp,
      { verificationCode: '123456', password: PASSWORD, signUpToken: again.data.signUpToken },
      nextIp(),
    );
    expect(guess.body.errMsg).toBe('Incorrect verification code, 4 tries left');
    expect(await userCount(email)).toBe(1);
  });

  it('refuses a confirmation when the email was registered meanwhile (two pending sign-ups)', async () => {
    const email = nextEmail('race');
    const first = await requestCode(email);
    // The same person registers through another request first (resend replaced nothing yet: a
    // direct insert stands for a concurrent sign-up that won).
    await t.db.kysely
      .insertInto('app_user')
      .values({ email, password_hash: null, screen_name: 'x', created_at: new Date().toISOString() })
      .execute();
    const res = await post(
      signUp,
      { verificationCode: first.code, password: PASSWORD, signUpToken: first.signUpToken },
      nextIp(),
    );
    expect(res.status).toBe(409);
    expect(res.body.errMsg).toBe(MESSAGES.alreadyRegistered);
    expect(await userCount(email)).toBe(1);
  });

  it('answers bad emails and passwords with 400 and a readable message, writing nothing', async () => {
    const before = await t.db.kysely
      .selectFrom('sign_up_request')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const mailsBefore = smtp.mails.length;
    const cases: [AuthPost, unknown, string][] = [
      [requestSignUpToken, { email: 'not-an-email' }, 'email: must be a valid email address'],
      [requestSignUpToken, { email: '' }, 'email: must be a valid email address'],
      [requestSignUpToken, { email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
      [requestSignUpToken, {}, 'email: is required'],
      [requestSignUpToken, { email: 42 }, 'email: must be text'],
      [
        signUp,
        { verificationCode: '123456', password: 'short', signUpToken: 'x' },
        'password: must be at least 8 characters',
      ],
      [
        signUp,
        { verificationCode: '123456', password: 'p'.repeat(129), signUpToken: 'x' },
        'password: must be at most 128 characters',
      ],
      [
        signUp,
        { verificationCode: '12345', password: PASSWORD, signUpToken: 'x' },
        'verificationCode: must be the six-digit code from the email',
      ],
      [
        signUp,
        { verificationCode: 'abcdef', password: PASSWORD, signUpToken: 'x' },
        'verificationCode: must be the six-digit code from the email',
      ],
      [signUp, { verificationCode: '123456', password: PASSWORD }, 'signUpToken: is required'],
      [login, { loginId: 'nobody', password: PASSWORD }, 'loginId: must be a valid email address'],
      [login, { loginId: 'a@example.com', password: '' }, 'password: is required'],
      [refresh, {}, 'refreshToken: is required'],
      [logout, { refreshToken: 'x'.repeat(201) }, 'refreshToken: is not a valid token'],
    ];
    for (const [endpoint, payload, message] of cases) {
      const res = await postInvalid(endpoint, payload, nextIp());
      expect(res.status, `${endpoint.path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body).toEqual({ code: 40000, data: null, errMsg: message });
    }
    const after = await t.db.kysely
      .selectFrom('sign_up_request')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('lets a code expire after 10 minutes', async () => {
    const stillValid = nextEmail('in-time');
    const a = await requestCode(stillValid);
    clock.advance(10 * 60_000 - 1000);
    const ok = await post(
      signUp,
      { verificationCode: a.code, password: PASSWORD, signUpToken: a.signUpToken },
      nextIp(),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const late = nextEmail('late');
    const b = await requestCode(late);
    clock.advance(10 * 60_000 + 1000);
    const res = await post(
      signUp,
      { verificationCode: b.code, password: PASSWORD, signUpToken: b.signUpToken },
      nextIp(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errMsg).toBe('This verification code has expired, please request a new code');
    expect(await userCount(late)).toBe(0);
  });

  it('allows five tries: the fifth may succeed, the sixth fails even with the right code', async () => {
    const lucky = nextEmail('fifth');
    const a = await requestCode(lucky);
    const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const ip = nextIp();
    for (let i = 1; i <= 4; i++) {
      const res = await post(
        signUp,
        { verificationCode: wrongFor(a.code), password: PASSWORD, signUpToken: a.signUpToken },
        ip,
      );
      expect(res.body).toEqual({
        code: 40000,
        data: null,
        errMsg: `Incorrect verification code, ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`,
      });
    }
    const fifth = await post(signUp, { verificationCode: a.code, password: PASSWORD, signUpToken: a.signUpToken }, ip);
    expect(fifth.status, JSON.stringify(fifth.body)).toBe(200);

    const unlucky = nextEmail('sixth');
    const b = await requestCode(unlucky);
    for (let i = 1; i <= 5; i++) {
      const res = await post(
        signUp,
        { verificationCode: wrongFor(b.code), password: PASSWORD, signUpToken: b.signUpToken },
        ip,
      );
      expect(res.status).toBe(400);
    }
    const sixth = await post(signUp, { verificationCode: b.code, password: PASSWORD, signUpToken: b.signUpToken }, ip);
    expect(sixth.status).toBe(400);
    expect(sixth.body.errMsg).toBe('Too many wrong codes, please request a new code');
    expect(await userCount(unlucky)).toBe(0);

    // A new code starts afresh.
    const c = await requestCode(unlucky);
    const fresh = await post(signUp, { verificationCode: c.code, password: PASSWORD, signUpToken: c.signUpToken }, ip);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it('uses a code once', async () => {
    const email = nextEmail('once');
    const { signUpToken, code } = await requestCode(email);
    const body = { verificationCode: code, password: PASSWORD, signUpToken };
    expect((await post(signUp, body, nextIp())).status).toBe(200);
    const again = await post(signUp, { ...body, password: 'another password' }, nextIp());
    expect(again.status).toBe(400);
    expect(again.body.errMsg).toBe(MESSAGES.signUpInvalid);
    expect(await userCount(email)).toBe(1);
    await signIn(email); // the first password, not the second
  });

  it('keeps a live code valid when someone else requests another for the same email', async () => {
    const email = nextEmail('resend');
    const owner = await requestCode(email);
    const stranger = await requestCode(email);
    expect(stranger.signUpToken).not.toBe(owner.signUpToken);
    if (owner.code !== stranger.code) {
      // Each token keeps its own code.
      const crossed = await post(
        signUp,
        { verificationCode: stranger.code, password: PASSWORD, signUpToken: owner.signUpToken },
        nextIp(),
      );
      expect(crossed.body.errMsg).toMatch(/^Incorrect verification code/);
    }
    const ok = await post(
      signUp,
      { verificationCode: owner.code, password: PASSWORD, signUpToken: owner.signUpToken },
      nextIp(),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // Once the account exists, the other pending sign-ups are gone.
    const late = await post(
      signUp,
      { verificationCode: stranger.code, password: PASSWORD, signUpToken: stranger.signUpToken },
      nextIp(),
    );
    expect(late.body.errMsg).toBe(MESSAGES.signUpInvalid);
    expect(await userCount(email)).toBe(1);
  });

  it('refuses common passwords and ones made of the email or the shop name, without using up a try', async () => {
    const email = nextEmail('weak.password');
    const { signUpToken, code } = await requestCode(email);
    const cases: [string, string][] = [
      ['12345678', PASSWORD_POLICY_MESSAGES.common],
      ['password', PASSWORD_POLICY_MESSAGES.common],
      ['Password1', PASSWORD_POLICY_MESSAGES.common],
      ['iloveyou', PASSWORD_POLICY_MESSAGES.common],
      [email, PASSWORD_POLICY_MESSAGES.email],
      [`My ${itemAt(email.split('@'), 0).toUpperCase()}!`, PASSWORD_POLICY_MESSAGES.email],
      ['TestShop2024', PASSWORD_POLICY_MESSAGES.shop],
      ['1234567', 'password: must be at least 8 characters'], // the minimum length stays
    ];
    for (const [password, message] of cases) {
      const res = await post(signUp, { verificationCode: code, password, signUpToken }, nextIp());
      expect(res.status, password).toBe(400);
      expect(res.body.errMsg, password).toBe(message);
    }
    expect(await userCount(email)).toBe(0);
    // None of that cost a try: the sixth attempt, with a good password, still succeeds.
    const ok = await post(signUp, { verificationCode: code, password: PASSWORD, signUpToken }, nextIp());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("binds a token to its email: another email's code does not confirm it", async () => {
    const alice = nextEmail('alice');
    const bob = nextEmail('bob');
    const a = await requestCode(alice);
    const b = await requestCode(bob);
    if (a.code !== b.code) {
      const crossed = await post(
        signUp,
        { verificationCode: b.code, password: PASSWORD, signUpToken: a.signUpToken },
        nextIp(),
      );
      expect(crossed.status).toBe(400);
      expect(crossed.body.errMsg).toMatch(/^Incorrect verification code/);
    }
    const ok = await post(
      signUp,
      { verificationCode: a.code, password: PASSWORD, signUpToken: a.signUpToken },
      nextIp(),
    );
    expect(ok.status).toBe(200);
    expect(await userCount(alice)).toBe(1);
    expect(await userCount(bob)).toBe(0);
  });

  it('answers one message for an unknown email, a wrong password and a user without a password', async () => {
    const email = nextEmail('enum');
    await register(email);
    const demo = nextEmail('demo');
    await t.db.kysely
      .insertInto('app_user')
      .values({ email: demo, password_hash: null, screen_name: 'Demo', created_at: new Date().toISOString() })
      .execute();
    const answers = [
      await post(login, { loginId: nextEmail('ghost'), password: PASSWORD }, nextIp()),
      await post(login, { loginId: email, password: `${PASSWORD}!` }, nextIp()),
      await post(login, { loginId: demo, password: PASSWORD }, nextIp()),
      await post(login, { loginId: demo, password: 'x' }, nextIp()),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 40000, data: null, errMsg: 'Incorrect email or password' });
    }
  });

  it('rotates the refresh token on each use', async () => {
    const email = nextEmail('rotate');
    await register(email);
    const first = await signIn(email);
    const second = await post(refresh, { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.headers['cache-control']).toBe('private, no-store');
    const pair2 = second.data;
    expect(pair2.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(pair2.accessToken)).status).toBe(200);
    const third = await post(refresh, { refreshToken: pair2.refreshToken });
    expect(third.status).toBe(200);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.kysely.selectFrom('refresh_token').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(pair2.refreshToken);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const email = nextEmail('reuse');
    await register(email);
    const stolen = await signIn(email);
    const otherDevice = await signIn(email);
    const r2 = (await post(refresh, { refreshToken: stolen.refreshToken })).data.refreshToken;
    clock.advance(REFRESH_GRACE_MS + 1000); // past the window in which a second tab is forgiven
    const replay = await post(refresh, { refreshToken: stolen.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 40100, data: null, errMsg: 'Please sign in again' });
    // The newest token of that family is dead too…
    const newest = await post(refresh, { refreshToken: r2 });
    expect(newest.status).toBe(401);
    // …while another sign-in of the same user goes on.
    expect((await post(refresh, { refreshToken: otherDevice.refreshToken })).status).toBe(200);
  });

  it('lets a family expire 30 days after sign-in however often it rotates', async () => {
    const email = nextEmail('absolute');
    await register(email);
    let refreshToken = (await signIn(email)).refreshToken;
    for (let day = 0; day < 3; day++) {
      clock.advance(9 * DAY);
      const res = await post(refresh, { refreshToken });
      expect(res.status, `day ${(day + 1) * 9}`).toBe(200);
      refreshToken = res.data.refreshToken;
    }
    clock.advance(3 * DAY + 1000); // 30 days and a second after the login
    const res = await post(refresh, { refreshToken });
    expect(res.status).toBe(401);
    expect(res.body.errMsg).toBe('Please sign in again');
  });

  it('revokes the refresh token and its family on logout', async () => {
    const email = nextEmail('logout');
    await register(email);
    const pair = await signIn(email);
    const r2 = (await post(refresh, { refreshToken: pair.refreshToken })).data.refreshToken;
    const out = await post(logout, { refreshToken: r2 });
    expect(out.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
    expect((await post(refresh, { refreshToken: r2 })).status).toBe(401);
    expect((await post(refresh, { refreshToken: pair.refreshToken })).status).toBe(401);
    // Unknown tokens and a second logout change nothing and still succeed.
    expect((await post(logout, { refreshToken: r2 })).status).toBe(200);
    expect((await post(logout, { refreshToken: 'never-issued' })).status).toBe(200);
    const family = await t.db.kysely
      .selectFrom('refresh_family')
      .innerJoin('app_user', 'app_user.user_id', 'refresh_family.user_id')
      .select(['revoke_reason'])
      .where('email', '=', email)
      .execute();
    expect(family).toEqual([{ revoke_reason: 'logout' }]);
  });

  it('refuses an access token once its sign-in is logged out or revoked for reuse', async () => {
    const email = nextEmail('afterlogout');
    await register(email);
    const reads = async (accessToken: string) =>
      Promise.all([
        callEndpoint(t.app, getProfile, {}, bearer(accessToken)).then((res) => res.status),
        callEndpoint(t.app, listCart, {}, bearer(accessToken)).then((res) => res.status),
      ]);
    const kept = await signIn(email);
    const loggedOut = await signIn(email);
    expect(await reads(loggedOut.accessToken)).toEqual([200, 200]);
    await post(logout, { refreshToken: loggedOut.refreshToken });
    expect(await reads(loggedOut.accessToken)).toEqual([401, 401]);
    const res = await profile(loggedOut.accessToken);
    expect(res.body).toEqual({ code: 40100, data: null, errMsg: 'Please sign in again' });

    const stolen = await signIn(email);
    const rotated = (await post(refresh, { refreshToken: stolen.refreshToken })).data;
    clock.advance(REFRESH_GRACE_MS + 1000);
    expect((await post(refresh, { refreshToken: stolen.refreshToken })).status).toBe(401);
    expect(await reads(rotated.accessToken)).toEqual([401, 401]);
    expect(await reads(stolen.accessToken)).toEqual([401, 401]);
    // Another sign-in of the same customer is untouched.
    expect(await reads(kept.accessToken)).toEqual([200, 200]);
  });

  it('gives two tabs refreshing with the same token at once the same new refresh token', async () => {
    const email = nextEmail('twotabs');
    await register(email);
    const first = await signIn(email);
    const [a, b] = await Promise.all([
      post(refresh, { refreshToken: first.refreshToken }),
      post(refresh, { refreshToken: first.refreshToken }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const next = a.data.refreshToken;
    expect(b.data.refreshToken).toBe(next);
    expect((await profile(b.data.accessToken)).status).toBe(200);
    // A tab a few seconds late is forgiven too, while the new token is unused…
    clock.advance(REFRESH_GRACE_MS - 2000);
    const late = await post(refresh, { refreshToken: first.refreshToken });
    expect(late.data.refreshToken).toBe(next);
    // …and the sign-in goes on.
    const after = await post(refresh, { refreshToken: next });
    expect(after.status).toBe(200);
    // Past the window, the old token is reuse: the whole family ends.
    clock.advance(REFRESH_GRACE_MS);
    expect((await post(refresh, { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await post(refresh, { refreshToken: after.data.refreshToken })).status).toBe(401);
  });

  it('refuses unknown refresh tokens with 401', async () => {
    const res = await post(refresh, { refreshToken: 'made-up-token' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 40100, data: null, errMsg: 'Please sign in again' });
  });

  it('expires access tokens after 15 minutes', async () => {
    const email = nextEmail('exp');
    await register(email);
    const { accessToken } = await signIn(email);
    clock.advance(15 * 60_000 - 2000);
    expect((await profile(accessToken)).status).toBe(200);
    clock.advance(3000);
    const res = await profile(accessToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 40100, data: null, errMsg: 'Please sign in again' });
  });

  it('answers a code request while the mail server is down: the mail waits in the outbox', async () => {
    const dead = await createTestApp(dialect, { seed: false, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = nextEmail('nomail');
      const res = await callEndpoint(dead.app, requestSignUpToken, { body: { email } });
      expect(res.status).toBe(200);
      const queued = () =>
        dead.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirst();
      await expect.poll(async () => (await queued())?.last_error ?? null, { timeout: 10_000 }).not.toBeNull();
      const row = await queued();
      expect(row).toMatchObject({ kind: 'verification_code', status: 'pending', attempts: 1, sensitive: 1 });
      expect(row?.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await dead.close();
    }
  });

  it('keeps nothing of a code whose mail failed for good: the failed list shows no code to operators', async () => {
    const dead = await createTestApp(dialect, {
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_MAX_ATTEMPTS: '1' },
    });
    try {
      const email = nextEmail('failedcode');
      const res = await callEndpoint(dead.app, requestSignUpToken, { body: { email } });
      expect(res.status).toBe(200);
      const queued = () =>
        dead.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
      await expect.poll(async () => (await queued()).status, { timeout: 10_000 }).toBe('failed');
      const row = await queued();
      for (const text of [row.subject, row.text_body, row.html_body]) expect(text).not.toMatch(/\d{6}/);
      expect(row.log_hint).toBeNull();
    } finally {
      await dead.close();
    }
  });
});

/** Every limit is tested against the database limiter on each test database, and against Redis when TEST_REDIS_URL is set. */
const limiterRuns: [string, 'database' | 'redis'][] = [
  ...testDialects.map((d) => [d, 'database'] as [string, 'database']),
  ...(process.env.TEST_REDIS_URL ? testDialects.map((d) => [d, 'redis'] as [string, 'redis']) : []),
];

describe.each(limiterRuns)('rate limits on %s with the %s limiter', (dialect, store) => {
  let t: TestApp;
  let smtp: MailCatcher;
  let redisLimiter: RedisRateLimiter | undefined;
  const clock = movableClock();
  const { post, requestCode, register, signIn } = accountHelpers(
    () => t,
    () => smtp,
  );
  /** The database limiter reads the app's clock; Redis keeps real time, so those tests wait less. */
  const moveClock = store === 'database';

  beforeAll(async () => {
    smtp = await startMailCatcher();
    const rateLimiter = (redisLimiter =
      store === 'redis'
        ? RedisRateLimiter.fromUrl(process.env.TEST_REDIS_URL!, { prefix: `shop-test:${process.pid}:${Date.now()}:` })
        : undefined);
    t = await createTestApp(dialect as (typeof testDialects)[number], {
      seed: false,
      env: { SMTP_URL: smtp.url },
      providers: { clock, ...(rateLimiter ? { rateLimiter } : {}) },
    });
  });
  afterAll(async () => {
    await t.close();
    await redisLimiter?.close();
    await smtp.stop();
  });

  it('rejects a login burst from one address with 429, Retry-After and a readable message, then lets it in again', async () => {
    const email = nextEmail('burst');
    await register(email);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      // One address, one account: this is the per-(account, IP) limit.
      expect((await post(login, { loginId: email, password: 'wrong password' }, ip)).status).toBe(400);
    }
    const blocked = await post(login, { loginId: email, password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 42900,
      data: null,
      errMsg: 'Too many attempts, please try again in 15 minutes',
    });
    // The owner, from their own address, is not locked out.
    await signIn(email);
    const retryAfter = Number(blocked.headers['retry-after']);
    if (!moveClock) {
      // Redis windows run on Redis's own clock, which went on while ten logins were hashed.
      expect(retryAfter).toBeGreaterThan(840);
      expect(retryAfter).toBeLessThanOrEqual(900);
      return;
    }
    expect(retryAfter).toBe(900);
    clock.advance(10 * 60_000);
    const later = await post(login, { loginId: email, password: PASSWORD }, ip);
    expect(later.body.errMsg).toBe('Too many attempts, please try again in 5 minutes');
    expect(Number(later.headers['retry-after'])).toBe(300);
    clock.advance(5 * 60_000 + 1000);
    await signIn(email, PASSWORD, ip);
  });

  it('lets the owner in while strangers fail from many addresses, only slowing logins down', async () => {
    const email = nextEmail('spread');
    await register(email);
    // Twelve failures from twelve addresses: two past the slowdown threshold of 10.
    for (let i = 0; i < 12; i++) {
      expect((await post(login, { loginId: email, password: 'wrong password' }, nextIp())).status).toBe(400);
    }
    const started = performance.now();
    const owner = await post(login, { loginId: email, password: PASSWORD }, nextIp());
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    // Three failures past the threshold by now (the owner's attempt counted first): 1.5 s of waiting.
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * LOGIN_SLOWDOWN.stepMs - 50);
  });

  it('counts only failed logins per IP: 30 failures block the address', async () => {
    const email = nextEmail('ip');
    await register(email);
    const ip = nextIp();
    for (let i = 0; i < 35; i++) await signIn(email, PASSWORD, ip); // successes never use up the limit
    for (let i = 0; i < 30; i++) {
      expect((await post(login, { loginId: nextEmail('spray'), password: 'guess-guess' }, ip)).status).toBe(400);
    }
    const blocked = await post(login, { loginId: email, password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    await signIn(email);
  });

  it('limits codes per email from one IP (5 an hour), mails per email (10 an hour) and codes per IP (20 an hour)', async () => {
    const email = nextEmail('codes');
    const stranger = nextIp();
    for (let i = 0; i < 5; i++) await requestCode(email, stranger);
    const sixth = await post(requestSignUpToken, { email }, stranger);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errMsg).toBe('Too many codes requested, please try again in 1 hour');
    // The hour started at the first of the five: on a busy machine seconds may have passed since.
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    // One stranger cannot use up the address: its owner still gets codes from their own address.
    const owner = await requestCode(email);
    for (let i = 0; i < 4; i++) await requestCode(email);
    // The address has had 10 mails this hour: that is its cap, whoever asks.
    const capped = await post(requestSignUpToken, { email }, nextIp());
    expect(capped.status).toBe(429);
    expect(capped.body.errMsg).toBe('Too many codes were sent to this address, please try again in 1 hour');
    // Every code sent meanwhile still works, the owner's first one included.
    const ok = await post(
      signUp,
      { verificationCode: owner.code, password: PASSWORD, signUpToken: owner.signUpToken },
      nextIp(),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const ip = nextIp();
    for (let i = 0; i < 20; i++) await requestCode(nextEmail('ipcodes'), ip);
    const blocked = await post(requestSignUpToken, { email: nextEmail('ipcodes') }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errMsg).toMatch(/^Too many codes requested, please try again in \d+ (minutes|hour)$/);
  });

  it('limits wrong codes per IP (20 per 15 minutes)', async () => {
    const ip = nextIp();
    const tokens = await Promise.all([0, 1, 2, 3, 4].map(() => requestCode(nextEmail('guess'))));
    let failures = 0;
    for (const { signUpToken, code } of tokens) {
      const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4; i++, failures++) {
        expect((await post(signUp, { verificationCode: wrong, password: PASSWORD, signUpToken }, ip)).status).toBe(400);
      }
    }
    expect(failures).toBe(20);
    const { signUpToken, code } = await requestCode(nextEmail('guess'));
    const blocked = await post(signUp, { verificationCode: code, password: PASSWORD, signUpToken }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errMsg).toBe('Too many attempts, please try again in 15 minutes');
  });
});

describe.each(testDialects)('the embedded default without SMTP_URL on %s', (dialect) => {
  let t: TestApp;
  const log = logCapture();
  const logged = log.lines;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, logStream: log.stream, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('writes each mail to DATA_DIR/outbox as .eml, logs its subject and code, and the code registers', async () => {
    const email = nextEmail('outbox');
    const res = await callEndpoint(t.app, requestSignUpToken, { body: { email } }, { remoteAddress: nextIp() });
    expect(res.status, res.raw.body).toBe(200);
    const outbox = path.join(t.dataDir, 'outbox');
    // Delivered by the outbox sender just after the request's transaction committed.
    await expect.poll(() => outboxMails(outbox), { timeout: 10_000 }).toHaveLength(1);
    const { mail } = itemAt(outboxMails(outbox), 0);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe(t.config.MAIL_FROM);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`${mail.code} is your Test Shop verification code`);
    expect(mail.html).toContain(mail.code);
    const row = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirst();
    expect(mail.headers['message-id']).toBe(row?.message_id);
    // Delivered, a verification mail keeps nothing of its code.
    await expect
      .poll(async () => (await t.db.kysely.selectFrom('mail_outbox').select('text_body').executeTakeFirst())?.text_body)
      .toBe('(removed once delivered)');

    const line = logged.find((l) => l.includes('outbox'));
    expect(line).toBeDefined();
    expect(line).toContain(mail.subject);
    expect(line).toContain(`code ${mail.code}`);

    const confirm = await callEndpoint(
      t.app,
      signUp,
      { body: { verificationCode: mail.code ?? '', password: PASSWORD, signUpToken: res.data.signUpToken } },
      { remoteAddress: nextIp() },
    );
    expect(confirm.body).toEqual({ code: 20000, data: { success: true }, errMsg: '' });
  });
});
