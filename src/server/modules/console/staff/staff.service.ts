import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  InviteStaff,
  SaveStaffRole,
  StaffInvitation,
  StaffList,
  StaffMember,
  StaffRole,
} from '@shared/schemas/console-staff';
import { BUILT_IN_ROLES, BUILT_IN_ROLE_KEYS, isBuiltInRole } from '@shared/staff-roles';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors';
import { queueMail } from '@server/modules/mail-outbox';
import {
  changedFields,
  operatorActor,
  recordAudit,
  scopesOfRole,
  type StaffAccess,
} from '@server/modules/operator-write';
import { touchReviewsOf } from '@server/modules/user';
import type { Tx } from '@server/db/transaction';
import type { StaffDeps } from './staff.deps.js';
import { staffInvitationMail } from './staff.mail.js';
import * as repo from './staff.repository.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_MAX_TRIES = 5;

export const STAFF_MESSAGES = {
  onlyOwner: 'The only owner cannot be removed or given another role; make another member owner first',
  unknownRole: (role: string) => `There is no role ${role}`,
  alreadyMember: 'This person is already on the staff',
  beyondYourScopes: (scope: string) => `You cannot give the scope ${scope}, which your own role does not include`,
  noInvitation: 'There is no invitation for this account, or it has expired',
  wrongCode: 'Incorrect invitation code',
  builtInScopes: 'The scopes of a built-in role cannot change; only its refund limit can',
  notMember: 'Staff member',
} as const;

function codeKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('shop/staff-invitation-code/v1').digest();
}
/** Bound to the invitation's email, so a code never opens another address's invitation. */
const hashCode = (secret: Uint8Array, email: string, code: string) =>
  createHmac('sha256', codeKey(secret)).update(`${email}:${code}`).digest('base64url');

function codeMatches(secret: Uint8Array, stored: string, email: string, code: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(hashCode(secret, email, code));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A member may give (invite to, assign, or build into a role) only scopes their own role holds. */
function checkWithinOwnScopes(actor: StaffAccess, scopes: readonly string[]): void {
  const beyond = scopes.find((s) => !actor.scopes.includes(s as never));
  if (beyond !== undefined) throw forbidden(STAFF_MESSAGES.beyondYourScopes(beyond));
}

async function roleOrFail(tx: Tx | StaffDeps['db'], roleKey: string) {
  const role = await repo.findRole(tx.kysely, roleKey);
  if (!role) throw badRequest(STAFF_MESSAGES.unknownRole(roleKey));
  return role;
}

function toMember(row: NonNullable<Awaited<ReturnType<typeof repo.findMember>>>, last: string | null): StaffMember {
  return {
    userId: row.user_id,
    email: row.email,
    screenName: row.screen_name,
    role: row.role_key,
    roleName: row.role_name,
    status: row.status,
    lastSignInAt: last,
  };
}

export async function listStaff(deps: StaffDeps): Promise<StaffList> {
  const members = await repo.listMembers(deps.db.kysely);
  const invitations = await repo.pendingInvitations(deps.db.kysely, deps.nowIso());
  return {
    list: members.map((m) => toMember(m, m.last_sign_in_at ?? null)),
    invitations: invitations.map((i) => ({
      invitationId: i.invitation_id,
      email: i.email,
      role: i.role_key,
      expiresAt: i.expires_at,
      createdAt: i.created_at,
    })),
  };
}

export async function inviteStaff(deps: StaffDeps, actor: StaffAccess, input: InviteStaff): Promise<StaffInvitation> {
  const role = await roleOrFail(deps.db, input.role);
  checkWithinOwnScopes(actor, scopesOfRole(role));
  const now = deps.nowIso();
  const expiresAt = new Date(deps.now() + INVITATION_TTL_MS).toISOString();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return deps.db.transaction(async (tx) => {
    const member = await tx.kysely
      .selectFrom('staff_member as m')
      .innerJoin('app_user as u', 'u.user_id', 'm.user_id')
      .select('m.user_id')
      .where('u.email', '=', input.email)
      .where('m.status', '=', 'active')
      .where('u.role', '=', 'operator')
      .executeTakeFirst();
    if (member) throw conflict(STAFF_MESSAGES.alreadyMember);
    const invitationId = await repo.insertInvitation(tx.kysely, {
      email: input.email,
      role_key: role.role_key,
      code_hash: hashCode(deps.secret, input.email, code),
      invited_by: actor.userId,
      expires_at: expiresAt,
      created_at: now,
    });
    await queueMail(
      tx,
      deps.outbox,
      staffInvitationMail(input.email, code, role.name, { name: deps.shopName, url: deps.shopUrl }),
      {
        kind: 'staff_invitation',
        sensitive: true,
        now,
      },
    );
    await recordAudit(tx.kysely, {
      actor: operatorActor(actor.userId),
      entity: 'invitation',
      entityId: invitationId,
      action: 'invite',
      subject: `invitation of ${input.email}`,
      before: null,
      after: { email: input.email, role: role.role_key, expiresAt },
      now,
    });
    return { invitationId, email: input.email, role: role.role_key, expiresAt, createdAt: now };
  });
}

/**
 * The invitee, signed in with the invited address (a customer account is enough: inviting is
 * what makes it staff), enters the mailed code; the account becomes an active member with the
 * role offered. Wrong codes count per invitation (5 tries).
 */
export async function acceptInvitation(deps: StaffDeps, userId: number, code: string): Promise<StaffMember> {
  const account = await repo.accountEmail(deps.db.kysely, userId);
  if (!account || account.closed_at) throw badRequest(STAFF_MESSAGES.noInvitation);
  const now = deps.nowIso();
  const open = (await repo.pendingInvitations(deps.db.kysely, now)).filter((i) => i.email === account.email);
  if (open.length === 0) throw badRequest(STAFF_MESSAGES.noInvitation);
  const matching = open.find((i) => codeMatches(deps.secret, i.code_hash, account.email, code));
  if (!matching) {
    let live = false;
    for (const invitation of open)
      live = (await repo.countInvitationTry(deps.db.kysely, invitation.invitation_id, INVITATION_MAX_TRIES)) || live;
    throw badRequest(live ? STAFF_MESSAGES.wrongCode : STAFF_MESSAGES.noInvitation);
  }
  if (matching.attempts >= INVITATION_MAX_TRIES) throw badRequest(STAFF_MESSAGES.noInvitation);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.markAccepted(tx.kysely, matching.invitation_id, userId, now))) {
      throw badRequest(STAFF_MESSAGES.noInvitation);
    }
    const before = await repo.findMember(tx.kysely, userId);
    await repo.upsertMember(tx.kysely, { user_id: userId, role_key: matching.role_key, invited_by: null, now });
    await repo.setAccountRole(tx.kysely, userId, 'operator');
    await touchReviewsOf(tx.kysely, userId);
    await recordAudit(tx.kysely, {
      actor: operatorActor(userId),
      entity: 'staff',
      entityId: userId,
      action: 'join',
      subject: `staff ${account.email}`,
      before: before ? { role: before.role_key, status: before.status } : null,
      after: { role: matching.role_key, status: 'active' },
      now,
    });
  });
  return memberOrFail(deps, userId);
}

async function memberOrFail(deps: StaffDeps, userId: number): Promise<StaffMember> {
  const row = await repo.findMember(deps.db.kysely, userId);
  if (!row) throw notFound(STAFF_MESSAGES.notMember);
  const last = (await repo.listMembers(deps.db.kysely)).find((m) => m.user_id === userId)?.last_sign_in_at ?? null;
  return toMember(row, last);
}

/** Keeps at least one active owner: the caller holds the owner role's row while it counts. */
async function keepAnOwner(tx: Tx, target: { role_key: string; status: string }): Promise<void> {
  if (target.role_key !== 'owner' || target.status !== 'active') return;
  await repo.lockOwners(tx.kysely, tx.dialect === 'postgres');
  if ((await repo.activeOwnerCount(tx.kysely)) <= 1) throw conflict(STAFF_MESSAGES.onlyOwner);
}

export async function changeRole(
  deps: StaffDeps,
  actor: StaffAccess,
  userId: number,
  roleKey: string,
): Promise<StaffMember> {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const member = await repo.findMember(tx.kysely, userId);
    if (!member || member.status !== 'active') throw notFound(STAFF_MESSAGES.notMember);
    const role = await roleOrFail(tx, roleKey);
    checkWithinOwnScopes(actor, scopesOfRole(role));
    if (member.role_key === role.role_key) return;
    await keepAnOwner(tx, member);
    await repo.setMember(tx.kysely, userId, { role_key: role.role_key, updated_at: now });
    await recordAudit(tx.kysely, {
      actor: operatorActor(actor.userId),
      entity: 'staff',
      entityId: userId,
      action: 'change-role',
      subject: `staff ${member.email}`,
      before: { role: member.role_key },
      after: { role: role.role_key },
      now,
    });
  });
  return memberOrFail(deps, userId);
}

/** The member leaves the console: back to a customer account, every sign-in ended at once. */
export async function removeMember(deps: StaffDeps, actor: StaffAccess, userId: number): Promise<StaffMember> {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const member = await repo.findMember(tx.kysely, userId);
    if (!member || member.status !== 'active') throw notFound(STAFF_MESSAGES.notMember);
    await keepAnOwner(tx, member);
    await repo.setMember(tx.kysely, userId, { status: 'removed', updated_at: now });
    await repo.setAccountRole(tx.kysely, userId, 'customer');
    await touchReviewsOf(tx.kysely, userId);
    await deps.security.endAllSessionsIn(tx, userId, 'staff_removed');
    await recordAudit(tx.kysely, {
      actor: operatorActor(actor.userId),
      entity: 'staff',
      entityId: userId,
      action: 'remove',
      subject: `staff ${member.email}`,
      before: { role: member.role_key, status: 'active' },
      after: { role: member.role_key, status: 'removed' },
      now,
    });
  });
  return memberOrFail(deps, userId);
}

function toRole(row: Awaited<ReturnType<typeof repo.listRoles>>[number]): StaffRole {
  return {
    role: row.role_key,
    name: row.name,
    scopes: scopesOfRole(row),
    refundLimit: row.refund_limit === null ? null : Number(row.refund_limit),
    builtIn: Number(row.built_in) === 1,
    members: Number(row.members ?? 0),
  };
}

/** The built-in roles first, from most to least, then the custom ones as they were made. */
export async function listRoles(deps: StaffDeps): Promise<StaffRole[]> {
  const rank = (role: string) => (isBuiltInRole(role) ? BUILT_IN_ROLE_KEYS.indexOf(role) : BUILT_IN_ROLE_KEYS.length);
  const rows = await repo.listRoles(deps.db.kysely);
  return rows.map(toRole).sort((a, b) => rank(a.role) - rank(b.role));
}

/**
 * A custom role is created or changed whole; of a built-in role only the refund limit changes
 * (its scopes are the code's, so they follow new scopes as the shop grows).
 */
export async function saveRole(deps: StaffDeps, actor: StaffAccess, input: SaveStaffRole): Promise<StaffRole> {
  const now = deps.nowIso();
  const scopes = [...new Set(input.scopes)].sort();
  await deps.db.transaction(async (tx) => {
    const before = await repo.findRole(tx.kysely, input.role);
    if (isBuiltInRole(input.role)) {
      const builtIn = [...BUILT_IN_ROLES[input.role].scopes].sort();
      if (JSON.stringify(builtIn) !== JSON.stringify(scopes)) throw badRequest(STAFF_MESSAGES.builtInScopes);
      await repo.setRefundLimit(tx.kysely, input.role, input.refundLimit);
    } else {
      checkWithinOwnScopes(actor, scopes);
      await repo.upsertRole(tx.kysely, {
        role_key: input.role,
        name: input.name,
        scopes_json: JSON.stringify(scopes),
        refund_limit: input.refundLimit,
        now,
      });
    }
    const was = before && { name: before.name, scopes: scopesOfRole(before), refundLimit: before.refund_limit };
    const is = isBuiltInRole(input.role)
      ? { ...was, refundLimit: input.refundLimit }
      : { name: input.name, scopes, refundLimit: input.refundLimit };
    await recordAudit(tx.kysely, {
      actor: operatorActor(actor.userId),
      entity: 'role',
      entityId: null,
      action: before ? 'update' : 'create',
      subject: `role ${input.role}`,
      ...(was ? changedFields(was, is) : { before: null, after: is }),
      now,
    });
  });
  const saved = (await repo.listRoles(deps.db.kysely)).find((r) => r.role_key === input.role)!;
  return toRole(saved);
}
