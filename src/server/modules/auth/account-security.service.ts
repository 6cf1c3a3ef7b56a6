import { randomBytes } from 'node:crypto';
import type { ChangeEmail, ChangePassword } from '@shared/schemas/account';
import { badRequest, conflict, unauthenticated } from '@server/lib/errors';
import { SIGN_IN_AGAIN } from '@server/lib/auth';
import type { SessionStatus } from '@server/lib/sessions';
import { hashPassword, verifyPassword } from '@server/lib/password-hashing';
import { enforceLimit } from '@server/providers/rate-limit/index';
import { queueMail } from '@server/modules/mail-outbox';
import type { Tx } from '@server/db/transaction';
import type { AuthDeps } from './auth.service.js';
import { MESSAGES } from './auth.service.js';
import { emailChangeCodeMail, emailChangedMail, emailTakenMail, passwordChangedMail } from './account-security.mail.js';
import { passwordProblem } from './password-policy.js';
import { RATE_LIMITS, VERIFICATION_CODE_MAX_TRIES, VERIFICATION_CODE_TTL_MS, limitKeys } from './auth.limits.js';
import { codeHasher, sixDigitCode, wrongCodeMessage } from './verification-code.js';
import * as repo from './account-security.repository.js';
import * as emailRepo from './email-change.repository.js';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Incorrect password',
  noEmailChange: 'There is no change of email waiting for a code, please ask again',
  sameEmail: 'This is already your email address',
} as const;

/** Tells this instance's session check at once; other instances learn within its cache time. */
export function endSessions(sessions: SessionStatus, familyIds: number[]): void {
  for (const familyId of familyIds) sessions.revoked(familyId);
}

/**
 * What a signed-in shopper does to the account's credentials: change the password or the login
 * email, end other sign-ins, and prove the password before closing. Used by the user module's
 * routes; the sign-in tables stay in this module.
 */
export class AccountSecurity {
  private readonly codes;

  constructor(private readonly deps: AuthDeps) {
    this.codes = codeHasher(deps.secret, 'email-change');
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.deps.clock.now() + offsetMs).toISOString();
  }

  /**
   * The account's current password, proven. Wrong ones count per account (the caller holds its
   * session, so that is what they control) and answer 400 at the field, never 401 (which the
   * storefront takes for an expired session).
   */
  async checkPassword(userId: number, password: string) {
    const key = limitKeys.passwordCheckAccount(userId);
    await enforceLimit(this.deps.limiter, key, RATE_LIMITS.passwordCheckPerAccount);
    const account = await repo.findAccountById(this.deps.db.kysely, userId);
    if (!account || account.closed_at) throw unauthenticated(SIGN_IN_AGAIN);
    if (!account.password_hash || !(await verifyPassword(account.password_hash, password))) {
      throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
    }
    await this.deps.limiter.refund(key);
    return account;
  }

  /**
   * The password proven again within this sign-in: sensitive console actions (a large refund, a
   * staff or integration change, the customer export) open for 10 minutes from now.
   */
  async confirmPassword(userId: number, sessionId: number | null, password: string): Promise<string> {
    await this.checkPassword(userId, password);
    if (sessionId === null) throw unauthenticated(SIGN_IN_AGAIN);
    const now = this.nowIso();
    await repo.markPasswordConfirmed(this.deps.db.kysely, userId, sessionId, now);
    return now;
  }

  /** A new password: every other sign-in ends, the one making the call stays. */
  async changePassword(userId: number, sessionId: number | null, change: ChangePassword): Promise<void> {
    const account = await this.checkPassword(userId, change.currentPassword);
    const weakness = passwordProblem(change.newPassword, { email: account.email, shopName: this.deps.shopName });
    if (weakness) throw badRequest(weakness);
    const passwordHash = await hashPassword(change.newPassword);
    const ended = await this.deps.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx.kysely, userId, passwordHash);
      const families = await repo.revokeFamiliesOf(tx.kysely, userId, this.nowIso(), 'password_change', sessionId);
      await queueMail(tx, this.deps.outbox, passwordChangedMail(account.email, this.deps.shopName, 'change'), {
        kind: 'password_changed',
        now: this.nowIso(),
      });
      return families;
    });
    endSessions(this.deps.sessions, ended);
  }

  /** Within the caller's transaction (closing the account): every sign-in ends once it commits. */
  async endAllSessionsIn(tx: Tx, userId: number, reason: repo.RevokeReason): Promise<void> {
    const ended = await repo.revokeFamiliesOf(tx.kysely, userId, this.nowIso(), reason, null);
    tx.afterCommit(() => endSessions(this.deps.sessions, ended));
  }

  /** Ends every sign-in of the account but `keep` (null: all of them); answers how many ended. */
  async revokeSessions(userId: number, keep: number | null): Promise<number> {
    const ended = await repo.revokeFamiliesOf(this.deps.db.kysely, userId, this.nowIso(), 'sign_out_everywhere', keep);
    endSessions(this.deps.sessions, ended);
    return ended.length;
  }

  /**
   * Asks to move the login to `newEmail`: a code is mailed there. An address another account uses
   * gets the same answer; its mail says the address is taken and carries no code, so nobody
   * learns from the answer who has an account.
   */
  async requestEmailChange(userId: number, change: ChangeEmail): Promise<void> {
    const account = await this.checkPassword(userId, change.password);
    if (change.newEmail === account.email) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
    await enforceLimit(
      this.deps.limiter,
      limitKeys.emailChangeAccount(userId),
      RATE_LIMITS.emailChangeMailsPerAccount,
      'Too many codes requested',
    );
    const taken = await emailRepo.emailIsTaken(this.deps.db.kysely, change.newEmail);
    const nonce = randomBytes(16).toString('base64url');
    const code = sixDigitCode();
    const mail = taken
      ? emailTakenMail(change.newEmail, this.deps.shopName)
      : emailChangeCodeMail(change.newEmail, code, this.deps.shopName);
    await this.deps.db.transaction(async (tx) => {
      await emailRepo.replaceEmailChangeRequest(tx.kysely, {
        user_id: userId,
        new_email: change.newEmail,
        nonce,
        code_hash: this.codes.hash(`${userId}:${nonce}`, code),
        expires_at: this.nowIso(VERIFICATION_CODE_TTL_MS),
        created_at: this.nowIso(),
      });
      await queueMail(tx, this.deps.outbox, mail, {
        kind: taken ? 'email_taken' : 'email_change_code',
        sensitive: !taken,
        now: this.nowIso(),
      });
    });
  }

  /** Switches the login to the pending new address once its code is given; the old address is told. */
  async confirmEmailChange(userId: number, verificationCode: string): Promise<void> {
    const request = await emailRepo.countEmailChangeAttempt(this.deps.db.kysely, userId);
    if (!request) throw badRequest(ACCOUNT_MESSAGES.noEmailChange);
    if (request.expires_at <= this.nowIso()) throw badRequest(MESSAGES.codeExpired);
    if (request.attempts > VERIFICATION_CODE_MAX_TRIES) throw badRequest(MESSAGES.codeDead);
    if (!this.codes.matches(request.code_hash, `${userId}:${request.nonce}`, verificationCode)) {
      throw badRequest(wrongCodeMessage(request.attempts, MESSAGES.codeDead));
    }
    await this.deps.db.transaction(async (tx: Tx) => {
      const account = await repo.findAccountById(tx.kysely, userId);
      if (!account || account.closed_at) throw unauthenticated(SIGN_IN_AGAIN);
      if (!(await emailRepo.deleteEmailChangeRequest(tx.kysely, request.request_id))) {
        throw badRequest(ACCOUNT_MESSAGES.noEmailChange);
      }
      // Someone registered the address after the code was sent.
      if (!(await emailRepo.setEmail(tx.kysely, userId, request.new_email))) throw conflict(MESSAGES.alreadyRegistered);
      await queueMail(tx, this.deps.outbox, emailChangedMail(account.email, request.new_email, this.deps.shopName), {
        kind: 'email_changed',
        now: this.nowIso(),
      });
    });
  }
}
