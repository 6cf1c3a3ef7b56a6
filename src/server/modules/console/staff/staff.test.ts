import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptStaffInvitation,
  changeStaffRole,
  confirmPassword,
  inviteStaff,
  listRoles,
  listStaff,
  removeStaff,
  saveRole,
} from '@shared/contract/console-staff';
import { listConsoleOrders } from '@shared/contract/console-orders';
import { listConsoleProducts } from '@shared/contract/console-products';
import { createRefund } from '@shared/contract/console-refunds';
import { getProfile } from '@shared/contract/user';
import { ErrorCode } from '@shared/envelope';
import { hashPassword } from '@server/lib/password-hashing';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { signInAgain } from '@server/test/users';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { PASSWORD_REQUIRED_MESSAGE, RECENT_SIGN_IN_MS } from '@server/modules/operator-write';
import { roleLacksScope } from '@server/lib/operator-access';
import { invitationCodeFor, memberWithRole } from './staff.fixture.js';
import { STAFF_MESSAGES } from './staff.service.js';
import { overRefundLimitMessage } from './staff-scope.js';

describe.each(testDialects)('staff, roles and invitations on %s', (dialect) => {
  let s: OrderShop;
  let owner: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    owner = await memberWithRole(s, 'owner', 'owner');
  });
  afterAll(() => s.close());

  it('keeps the only owner: neither removed nor given another role', async () => {
    const demoted = await callEndpoint(
      s.app,
      changeStaffRole,
      { params: { userId: owner.userId }, body: { role: 'manager' } },
      owner,
    );
    expect([demoted.status, demoted.body.errMsg]).toEqual([409, STAFF_MESSAGES.onlyOwner]);
    const removed = await callEndpoint(s.app, removeStaff, { params: { userId: owner.userId } }, owner);
    expect([removed.status, removed.body.errMsg]).toEqual([409, STAFF_MESSAGES.onlyOwner]);
  });

  it('invites by email; the invitee, signed in with that address, accepts with the mailed code', async () => {
    const invitee = await s.customer('invitee');
    const stranger = await s.customer('stranger');
    const invited = await callEndpoint(
      s.app,
      inviteStaff,
      { body: { email: invitee.email, role: 'fulfilment' } },
      owner,
    );
    expect(invited.data).toMatchObject({ email: invitee.email, role: 'fulfilment' });
    const days = (Date.parse(invited.data.expiresAt) - Date.parse(invited.data.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const code = await invitationCodeFor(s, invitee.email);
    expect((await callEndpoint(s.app, listStaff, {}, owner)).data.invitations.map((i) => i.email)).toContain(
      invitee.email,
    );

    // Not staff yet: the console is closed to them.
    expect((await callEndpoint(s.app, listConsoleOrders, {}, invitee)).status).toBe(403);
    // Another account cannot take the invitation, even with the code.
    const taken = await callEndpoint(s.app, acceptStaffInvitation, { body: { verificationCode: code } }, stranger);
    expect([taken.status, taken.body.errMsg]).toEqual([400, STAFF_MESSAGES.noInvitation]);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await callEndpoint(s.app, acceptStaffInvitation, { body: { verificationCode: wrong } }, invitee);
    expect([refused.status, refused.body.errMsg]).toEqual([400, STAFF_MESSAGES.wrongCode]);

    const accepted = await callEndpoint(s.app, acceptStaffInvitation, { body: { verificationCode: code } }, invitee);
    expect(accepted.data).toMatchObject({ userId: invitee.userId, role: 'fulfilment', status: 'active' });
    const again = await callEndpoint(s.app, acceptStaffInvitation, { body: { verificationCode: code } }, invitee);
    expect(again.status).toBe(400);

    expect((await callEndpoint(s.app, listConsoleOrders, {}, invitee)).status).toBe(200);
    const products = await callEndpoint(s.app, listConsoleProducts, {}, invitee);
    expect([products.status, products.body.errMsg]).toEqual([403, roleLacksScope('products:read')]);
    const profile = (await callEndpoint(s.app, getProfile, {}, invitee)).data;
    expect(profile.staff).toEqual({
      role: 'fulfilment',
      roleName: 'Fulfilment',
      scopes: ['orders:read', 'shipments:write'],
      refundLimit: null,
    });
    const staff = (await callEndpoint(s.app, listStaff, {}, owner)).data;
    expect(staff.list.find((m) => m.userId === invitee.userId)).toMatchObject({ role: 'fulfilment', status: 'active' });
    expect(staff.list.find((m) => m.userId === invitee.userId)?.lastSignInAt).not.toBeNull();
    expect(staff.invitations.map((i) => i.email)).not.toContain(invitee.email);
  });

  it('changes a role from the next call on, and never gives more than the giver holds', async () => {
    const member = await memberWithRole(s, 'changing', 'fulfilment');
    expect((await callEndpoint(s.app, listConsoleProducts, {}, member)).status).toBe(403);
    const changed = await callEndpoint(
      s.app,
      changeStaffRole,
      { params: { userId: member.userId }, body: { role: 'content' } },
      owner,
    );
    expect(changed.data.role).toBe('content');
    expect((await callEndpoint(s.app, listConsoleProducts, {}, member)).status).toBe(200);
    expect((await callEndpoint(s.app, listConsoleOrders, {}, member)).status).toBe(403);

    const unknown = await callEndpoint(
      s.app,
      changeStaffRole,
      { params: { userId: member.userId }, body: { role: 'wizard' } },
      owner,
    );
    expect([unknown.status, unknown.body.errMsg]).toEqual([400, STAFF_MESSAGES.unknownRole('wizard')]);
    // A custom role holding staff changes but not refunds cannot hand out refunds.
    const made = await callEndpoint(
      s.app,
      saveRole,
      {
        body: {
          role: 'team-lead',
          name: 'Team lead',
          scopes: ['settings:read', 'settings:write', 'orders:read'],
          refundLimit: null,
        },
      },
      owner,
    );
    expect(made.data).toMatchObject({
      role: 'team-lead',
      builtIn: false,
      scopes: ['orders:read', 'settings:read', 'settings:write'],
    });
    const lead = await memberWithRole(s, 'lead', 'team-lead');
    const beyond = await callEndpoint(
      s.app,
      changeStaffRole,
      { params: { userId: member.userId }, body: { role: 'support' } },
      lead,
    );
    expect([beyond.status, beyond.body.errMsg]).toEqual([403, STAFF_MESSAGES.beyondYourScopes('customers:read')]);
    const roles = (await callEndpoint(s.app, listRoles, {}, owner)).data.list;
    expect(roles.map((r) => r.role)).toEqual(['owner', 'manager', 'fulfilment', 'support', 'content', 'team-lead']);
    const builtIn = await callEndpoint(
      s.app,
      saveRole,
      { body: { role: 'support', name: 'Support', scopes: ['orders:read'], refundLimit: 100 } },
      owner,
    );
    expect([builtIn.status, builtIn.body.errMsg]).toEqual([400, STAFF_MESSAGES.builtInScopes]);
  });

  it('ends a removed member’s sign-ins at once: their token is refused on the next call', async () => {
    const member = await memberWithRole(s, 'leaving', 'manager');
    expect((await callEndpoint(s.app, listConsoleOrders, {}, member)).status).toBe(200);
    const removed = await callEndpoint(s.app, removeStaff, { params: { userId: member.userId } }, owner);
    expect(removed.data.status).toBe('removed');
    const next = await callEndpoint(s.app, listConsoleOrders, {}, member);
    expect(next.status).toBe(401);
    const rows = await s.db.kysely
      .selectFrom('refresh_family')
      .select(['revoked_at', 'revoke_reason'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows.map((r) => r.revoke_reason)).toEqual(rows.map(() => 'staff_removed'));
    // Signed in again, they are a customer: the console stays closed.
    await signInAgain(s, member, s.clock.now());
    expect((await callEndpoint(s.app, listConsoleOrders, {}, member)).status).toBe(403);
    expect((await callEndpoint(s.app, getProfile, {}, member)).data).toMatchObject({ role: 'customer', staff: null });
  });

  it('refuses a Support member’s refund over the role’s limit, and makes one within it', async () => {
    const support = await memberWithRole(s, 'support', 'support');
    const limit = await callEndpoint(
      s.app,
      saveRole,
      {
        body: {
          role: 'support',
          name: 'Support',
          scopes: ['orders:read', 'customers:read', 'refunds:read', 'refunds:write'],
          refundLimit: 1000,
        },
      },
      owner,
    );
    expect(limit.data.refundLimit).toBe(1000);
    const shopper = await s.customer('refunded');
    const order = await s.paidOrder(shopper, [[s.f.ids.oxford, 1]]);
    const over = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid: order.orderUuid }, body: { amount: 1001, reason: 'Late' } },
      support,
    );
    expect([over.status, over.body.errMsg]).toEqual([403, overRefundLimitMessage(1000)]);
    const refunds = await s.db.kysely
      .selectFrom('refund')
      .select('refund_id')
      .where('order_id', 'in', (qb) =>
        qb.selectFrom('customer_order').select('order_id').where('order_uuid', '=', order.orderUuid),
      )
      .execute();
    expect(refunds).toEqual([]);
    const within = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid: order.orderUuid }, body: { amount: 1000, reason: 'Late' } },
      support,
    );
    expect(within.status, within.body.errMsg).toBe(200);
  });

  it('asks for the password again for a staff change once the sign-in is older than 10 minutes', async () => {
    const passwordHash = await hashPassword('correct horse battery');
    await s.db.kysely
      .updateTable('app_user')
      .set({ password_hash: passwordHash })
      .where('user_id', '=', owner.userId)
      .execute();
    const invitee = await s.customer('later');
    // The test clock began before these sign-ins were made (at the real time): a minute more is past it.
    s.clock.advance(RECENT_SIGN_IN_MS + 60_000);
    const asked = await callEndpoint(s.app, inviteStaff, { body: { email: invitee.email, role: 'support' } }, owner);
    expect([asked.status, asked.body.code, asked.body.errMsg]).toEqual([
      403,
      ErrorCode.passwordRequired,
      PASSWORD_REQUIRED_MESSAGE,
    ]);
    const wrong = await callEndpoint(s.app, confirmPassword, { body: { password: 'wrong horse' } }, owner);
    expect(wrong.status).toBe(400);
    const confirmed = await callEndpoint(
      s.app,
      confirmPassword,
      { body: { password: 'correct horse battery' } },
      owner,
    );
    expect(confirmed.status).toBe(200);
    const invited = await callEndpoint(s.app, inviteStaff, { body: { email: invitee.email, role: 'support' } }, owner);
    expect(invited.status, invited.body.errMsg).toBe(200);
  });
});
