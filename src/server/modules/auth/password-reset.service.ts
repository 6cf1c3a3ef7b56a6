import type { PasswordResetRequest, SuccessResponse } from '@shared/schemas/auth';
import { badRequest } from '@server/lib/errors';
import { hashPassword } from '@server/lib/password-hashing';
import { enforceLimit } from '@server/providers/rate-limit/index';
import { queueMail } from '@server/modules/mail-outbox';
import type { AuthDeps } from './auth.service.js';
import { MESSAGES } from './auth.service.js';
import { passwordResetMail } from './auth.mail.js';
import { passwordChangedMail } from './account-security.mail.js';
import { passwordProblem } from './password-policy.js';
import { PASSWORD_RESET_CODE_TTL_MS, RATE_LIMITS, VERIFICATION_CODE_MAX_TRIES, limitKeys } from './auth.limits.js';
import { codeHasher, opaqueToken, sha256, sixDigitCode, wrongCodeMessage } from './verification-code.js';
import { endSessions } from './account-security.service.js';
import * as repo from './account-security.repository.js';

export const RESET_INVALID = 'This verification code is no longer valid, please request a new code';

/**
 * A forgotten password, in the style of sign-up: a token for every address and a mailed code for
 * an active account. Every request adds its own token and code (a stranger asking again cannot
 * kill the owner's), each with its own tries.
 */
export class PasswordResetService {
  private readonly codes;

  constructor(private readonly deps: AuthDeps) {
    this.codes = codeHasher(deps.secret, 'password-reset');
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.deps.clock.now() + offsetMs).toISOString();
  }

  /**
   * The same answer, and the same work, for every address: a request row is written whether or
   * not an active account uses it; only an account's owner is mailed the code.
   */
  async requestToken(email: string, ip: string): Promise<{ resetToken: string }> {
    const { limiter } = this.deps;
    const what = 'Too many codes requested';
    await enforceLimit(limiter, limitKeys.resetTokenIp(ip), RATE_LIMITS.resetTokenPerIp, what);
    await enforceLimit(limiter, limitKeys.resetTokenEmailIp(email, ip), RATE_LIMITS.resetTokenPerEmailAndIp, what);
    await enforceLimit(
      limiter,
      limitKeys.resetMailsEmail(email),
      RATE_LIMITS.resetMailsPerEmail,
      'Too many codes were sent to this address',
    );
    const account = await repo.findActiveAccount(this.deps.db.kysely, email);
    const resetToken = opaqueToken();
    const tokenHash = sha256(resetToken);
    const code = sixDigitCode();
    await repo.prunePasswordResetRequests(this.deps.db.kysely, this.nowIso(-24 * 60 * 60_000));
    await this.deps.db.transaction(async (tx) => {
      await repo.insertPasswordResetRequest(tx.kysely, {
        user_id: account?.user_id ?? null,
        email,
        token_hash: tokenHash,
        code_hash: this.codes.hash(tokenHash, code),
        expires_at: this.nowIso(PASSWORD_RESET_CODE_TTL_MS),
        created_at: this.nowIso(),
      });
      if (account) {
        await queueMail(
          tx,
          this.deps.outbox,
          passwordResetMail(account.email, code, this.deps.shopName, PASSWORD_RESET_CODE_TTL_MS),
          { kind: 'password_reset_code', sensitive: true, now: this.nowIso() },
        );
      }
    });
    return { resetToken };
  }

  /** Sets the new password with the mailed code; every sign-in of the account ends. */
  async reset(input: PasswordResetRequest, ip: string): Promise<SuccessResponse> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    const ipKey = limitKeys.resetIp(ip);
    await enforceLimit(limiter, ipKey, RATE_LIMITS.resetPerIp);
    const tokenHash = sha256(input.resetToken);
    const pending = await repo.findPasswordResetEmail(db, tokenHash);
    if (!pending) throw badRequest(RESET_INVALID);
    // As at sign-up, a guessable password costs no try; checked against the address asked for,
    // so a known and an unknown address answer alike.
    const weakness = passwordProblem(input.password, { email: pending.email, shopName: this.deps.shopName });
    if (weakness) {
      await limiter.refund(ipKey);
      throw badRequest(weakness);
    }
    const request = await repo.countPasswordResetAttempt(db, tokenHash);
    if (!request) throw badRequest(RESET_INVALID);
    if (request.expires_at <= this.nowIso()) throw badRequest(MESSAGES.codeExpired);
    if (request.attempts > VERIFICATION_CODE_MAX_TRIES) throw badRequest(MESSAGES.codeDead);
    // A token of an unknown address has a code nobody was sent: it fails as a wrong code would.
    if (!this.codes.matches(request.code_hash, tokenHash, input.verificationCode) || request.user_id === null) {
      throw badRequest(wrongCodeMessage(request.attempts, MESSAGES.codeDead));
    }
    const userId = request.user_id;
    const passwordHash = await hashPassword(input.password);
    const ended = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.consumePasswordResetRequests(tx.kysely, request.request_id, userId))) return null;
      const account = await repo.findAccountById(tx.kysely, userId);
      if (!account || account.closed_at) return null;
      await repo.setPasswordHash(tx.kysely, userId, passwordHash);
      const families = await repo.revokeFamiliesOf(tx.kysely, userId, this.nowIso(), 'password_reset', null);
      await queueMail(tx, this.deps.outbox, passwordChangedMail(account.email, this.deps.shopName, 'reset'), {
        kind: 'password_changed',
        now: this.nowIso(),
      });
      return families;
    });
    if (!ended) throw badRequest(RESET_INVALID);
    endSessions(this.deps.sessions, ended);
    await limiter.refund(ipKey);
    return { success: true };
  }
}
