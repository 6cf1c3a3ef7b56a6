import type { PasswordResetLinkRequest, SuccessResponse } from '@shared/schemas/auth';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { hashPassword } from '@server/lib/password-hashing';
import type { Tx } from '@server/db/transaction';
import { enforceLimit } from '@server/providers/rate-limit/index';
import { queueMail } from '@server/modules/mail-outbox';
import type { AuthDeps } from './auth.service.js';
import { passwordResetLinkMail } from './auth.mail.js';
import { passwordChangedMail } from './account-security.mail.js';
import { passwordProblem } from './password-policy.js';
import { RATE_LIMITS, RESET_LINK_RESEND_MS, RESET_LINK_TTL_MS, limitKeys } from './auth.limits.js';
import { opaqueToken, sha256 } from './verification-code.js';
import { endSessions } from './account-security.service.js';
import * as accounts from './account-security.repository.js';
import * as repo from './password-reset-link.repository.js';

export const RESET_LINK_INVALID = 'This reset link is no longer valid, please ask for a new one';
export const RESET_LINK_EXPIRED = 'This reset link has expired, please ask for a new one';
export const RESET_LINK_TOO_SOON = 'A reset link was sent less than a minute ago, please wait before sending another';

/** The storefront's page a link opens; the token rides in the fragment, so no server or log sees it. */
export const resetLinkUrl = (shopUrl: string, token: string) => `${shopUrl}/reset-password#token=${token}`;

/**
 * The password reset an operator starts for a customer: a one-time link (a random token, only
 * its sha256 stored, 1 hour) mailed to the account's address, where its owner sets a new
 * password. No code: following the mailed link proves the mailbox, as the code does.
 */
export class PasswordResetLinks {
  constructor(private readonly deps: AuthDeps) {}

  private nowIso(offsetMs = 0): string {
    return new Date(this.deps.clock.now() + offsetMs).toISOString();
  }

  /**
   * Queues the link's mail in the caller's transaction, which holds the account's row (so two
   * operators clicking at once send one link). Refused for a closed account and within a minute
   * of the last link.
   */
  async send(tx: Tx, userId: number, sentBy: string): Promise<{ sentTo: string; expiresAt: string }> {
    const account = await accounts.findAccountById(tx.kysely, userId);
    if (!account) throw notFound('Customer');
    if (account.closed_at) throw conflict('This account is closed');
    const last = await repo.lastResetLinkSentAt(tx.kysely, userId);
    if (last && last > this.nowIso(-RESET_LINK_RESEND_MS)) throw conflict(RESET_LINK_TOO_SOON);
    await repo.pruneResetLinks(tx.kysely, this.nowIso(-24 * 60 * 60_000));
    const token = opaqueToken();
    const expiresAt = this.nowIso(RESET_LINK_TTL_MS);
    await repo.insertResetLink(tx.kysely, {
      user_id: userId,
      token_hash: sha256(token),
      sent_by: sentBy,
      created_at: this.nowIso(),
      expires_at: expiresAt,
    });
    const mail = passwordResetLinkMail(
      account.email,
      resetLinkUrl(this.deps.shopUrl, token),
      this.deps.shopName,
      RESET_LINK_TTL_MS,
    );
    // Sensitive: once delivered, the outbox row keeps nothing of the link.
    await queueMail(tx, this.deps.outbox, mail, { kind: 'password_reset_link', sensitive: true, now: this.nowIso() });
    return { sentTo: account.email, expiresAt };
  }

  /** Sets the new password with the link's token; the link dies and every sign-in of the account ends. */
  async use(input: PasswordResetLinkRequest, ip: string): Promise<SuccessResponse> {
    const { limiter } = this.deps;
    const ipKey = limitKeys.resetLinkIp(ip);
    await enforceLimit(limiter, ipKey, RATE_LIMITS.resetLinkPerIp);
    const link = await repo.findResetLink(this.deps.db.kysely, sha256(input.linkToken));
    if (!link || link.closed_at) throw badRequest(RESET_LINK_INVALID);
    if (link.expires_at <= this.nowIso()) throw badRequest(RESET_LINK_EXPIRED);
    const weakness = passwordProblem(input.password, { email: link.email, shopName: this.deps.shopName });
    if (weakness) {
      await limiter.refund(ipKey);
      throw badRequest(weakness);
    }
    const passwordHash = await hashPassword(input.password);
    const ended = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.consumeResetLink(tx.kysely, link.link_id, link.user_id))) return null;
      await accounts.setPasswordHash(tx.kysely, link.user_id, passwordHash);
      const families = await accounts.revokeFamiliesOf(tx.kysely, link.user_id, this.nowIso(), 'password_reset', null);
      await queueMail(tx, this.deps.outbox, passwordChangedMail(link.email, this.deps.shopName, 'link'), {
        kind: 'password_changed',
        now: this.nowIso(),
      });
      return families;
    });
    // Another tab used the same link a moment earlier.
    if (!ended) throw badRequest(RESET_LINK_INVALID);
    endSessions(this.deps.sessions, ended);
    await limiter.refund(ipKey);
    return { success: true };
  }
}
