import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, resetPasswordWithLink } from '@shared/contract/auth';
import { getCustomer, sendCustomerPasswordReset } from '@shared/contract/console-customers';
import { closeAccount } from '@shared/contract/account';
import { getProfile } from '@shared/contract/user';
import { callEndpoint, type Caller } from '@server/test/call-endpoint';
import { movableClock } from '@server/test/factories';
import { outboxMails } from '@server/test/mail-catcher';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { accessTokenFor, signedInUser, signInAgain } from '@server/test/users';
import { hashPassword } from '@server/lib/password-hashing';
import { setOperator } from '@server/modules/console/operator-role';

const OLD_PASSWORD = 'an old enough passphrase';
const NEW_PASSWORD = 'lighthouse keeper 1852';
const HOUR = 60 * 60_000;

describe.each(testDialects)('a password reset the operator sends on %s', (dialect) => {
  let t: TestApp;
  const clock = movableClock();
  let operator: { userId: number; headers: Record<string, string> };
  let n = 0;
  let ip = 0;

  beforeAll(async () => {
    // No SMTP_URL: every mail lands in DATA_DIR/outbox as the embedded default writes it.
    t = await createTestApp(dialect, { seed: false, env: { PUBLIC_URL: 'http://shop.test' }, providers: { clock } });
    operator = await signedInUser(t, `reset-operator-${dialect}@example.com`);
    await setOperator(t.db.kysely, `reset-operator-${dialect}@example.com`, 'grant');
  });
  afterAll(() => t.close());

  const outbox = () => path.join(t.dataDir, 'outbox');
  const from = (): Caller => ({ remoteAddress: `10.9.0.${++ip}` });

  /** A customer with a password, signed in on two devices. */
  async function customer() {
    const email = `reset-${++n}-${dialect}@example.com`;
    const user = await signedInUser(t, email);
    await t.db.kysely
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(OLD_PASSWORD) })
      .where('user_id', '=', user.userId)
      .execute();
    const phone = { headers: { authorization: `Bearer ${await accessTokenFor(t, user.userId)}` } };
    return { ...user, email, phone };
  }

  const send = (userId: number) => callEndpoint(t.app, sendCustomerPasswordReset, { params: { userId } }, operator);

  /** The link of the newest reset mail to `email`, once the outbox sender delivered it. */
  async function linkMailedTo(email: string, count = 1) {
    const mails = () => outboxMails(outbox()).filter(({ mail }) => mail.to.includes(email));
    await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(count);
    const { mail } = mails().at(-1)!;
    const link = /http:\/\/shop\.test\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    return { mail, link: link!, token: new URL(link!).hash.slice('#token='.length) };
  }

  const use = (linkToken: string, password = NEW_PASSWORD) =>
    callEndpoint(t.app, resetPasswordWithLink, { body: { linkToken, password } }, from());

  it('mails a one-time link; it sets the password once and ends every sign-in', async () => {
    const ada = await customer();
    const sent = await send(ada.userId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.data.sentTo).toBe(ada.email);
    expect(Date.parse(sent.data.expiresAt) - clock.now()).toBe(HOUR);

    const { mail, token } = await linkMailedTo(ada.email);
    expect(mail.subject).toBe('Set a new password for your Test Shop account');
    expect(mail.text).toContain('It works once, within 60 minutes.');
    // Only the token's sha256 is kept.
    const stored = await t.db.kysely.selectFrom('password_reset_link').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.find((l) => l.user_id === ada.userId)?.sent_by).toBe(`operator:${operator.userId}`);
    // Who sent it is in the activity log.
    const audit = await t.db.kysely
      .selectFrom('admin_audit')
      .select(['actor', 'action', 'area'])
      .where('entity', '=', 'customer')
      .where('entity_id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor: `operator:${operator.userId}`, action: 'password-reset-sent', area: 'customers' });

    // A guessable password is refused and costs the link nothing.
    const weak = await use(token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body.errMsg).toBe('This password is one of the most common passwords, please choose another');

    const used = await use(token);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    // Every sign-in of the account ended, on both devices.
    expect((await callEndpoint(t.app, getProfile, {}, ada)).status).toBe(401);
    expect((await callEndpoint(t.app, getProfile, {}, ada.phone)).status).toBe(401);
    // The new password signs in, the old one no longer does.
    const signIn = (password: string) => callEndpoint(t.app, login, { body: { loginId: ada.email, password } }, from());
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(OLD_PASSWORD)).status).toBe(400);
    // The owner is told.
    await expect
      .poll(() =>
        outboxMails(outbox()).some(({ mail: m }) => m.to.includes(ada.email) && /was changed/.test(m.subject)),
      )
      .toBe(true);

    // It works once.
    const again = await use(token, 'another fine passphrase');
    expect(again.status).toBe(400);
    expect(again.body.errMsg).toBe('This reset link is no longer valid, please ask for a new one');
  });

  it('refuses a second link within a minute (409), and an expired or made-up link', async () => {
    const bob = await customer();
    expect((await send(bob.userId)).status).toBe(202);
    const soon = await send(bob.userId);
    expect(soon.status).toBe(409);
    expect(soon.body.errMsg).toBe('A reset link was sent less than a minute ago, please wait before sending another');
    const { token: first } = await linkMailedTo(bob.email);

    clock.advance(61_000);
    await signInAgain(t, operator, clock.now());
    expect((await send(bob.userId)).status).toBe(202);
    const { token: second } = await linkMailedTo(bob.email, 2);
    expect(second).not.toBe(first);

    // Past the hour both are refused, and the password stays.
    clock.advance(HOUR);
    for (const token of [first, second]) {
      const late = await use(token);
      expect(late.status).toBe(400);
      expect(late.body.errMsg).toBe('This reset link has expired, please ask for a new one');
    }
    const madeUp = await use('not-a-token-we-issued');
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.errMsg).toBe('This reset link is no longer valid, please ask for a new one');
    const signIn = await callEndpoint(t.app, login, { body: { loginId: bob.email, password: OLD_PASSWORD } }, from());
    expect(signIn.status).toBe(200);
    await signInAgain(t, operator, clock.now());
  });

  it('refuses an unknown customer, a closed account and a customer calling it', async () => {
    const unknown = await send(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errMsg).toBe('Customer not found');
    const cy = await customer();
    await t.db.kysely
      .updateTable('app_user')
      .set({ closed_at: new Date(clock.now()).toISOString(), email: `closed-account-${cy.userId}@closed.invalid` })
      .where('user_id', '=', cy.userId)
      .execute();
    const closed = await send(cy.userId);
    expect(closed.status).toBe(409);
    expect(closed.body.errMsg).toBe('This account is closed');
    const dee = await customer();
    const self = await callEndpoint(t.app, sendCustomerPasswordReset, { params: { userId: dee.userId } }, dee);
    expect(self.status).toBe(403);
    expect(
      await t.db.kysely
        .selectFrom('password_reset_link')
        .where('user_id', 'in', [cy.userId, dee.userId])
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('a link dies with the account: closing it deletes the links sent', async () => {
    const fay = await customer();
    expect((await send(fay.userId)).status).toBe(202);
    const { token } = await linkMailedTo(fay.email);
    const closing = await callEndpoint(t.app, closeAccount, { body: { password: OLD_PASSWORD } }, fay);
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    const late = await use(token);
    expect(late.status).toBe(400);
    expect(late.body.errMsg).toBe('This reset link is no longer valid, please ask for a new one');
    const left = await t.db.kysely.selectFrom('password_reset_link').where('user_id', '=', fay.userId).selectAll();
    expect(await left.execute()).toEqual([]);
  });

  it('shows the account state on the customer page: verified, last sign-in, live sign-ins', async () => {
    const eve = await customer();
    const page = await callEndpoint(t.app, getCustomer, { params: { userId: eve.userId } }, operator);
    expect(page.status, page.body.errMsg).toBe(200);
    expect(page.data).toMatchObject({ emailVerified: true, activeSignIns: 2, closedAt: null });
    expect(page.data.lastSignInAt).toBe(new Date(clock.now()).toISOString());
    // A demo reviewer has no password: nothing proved its address.
    const reviewer = await signedInUser(t, `reviewer-${dialect}@example.com`);
    const theirs = await callEndpoint(t.app, getCustomer, { params: { userId: reviewer.userId } }, operator);
    expect(theirs.data).toMatchObject({ emailVerified: false, activeSignIns: 1 });
  });
});
