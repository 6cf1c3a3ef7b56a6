import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import type { LoginRequest, SignUpRequest, SuccessResponse, TokenPairResponse } from '@shared/schemas/auth';
import { newAccountScreenName } from '@server/lib/reserved-screen-names';
import { badRequest, conflict, unauthenticated } from '@server/lib/errors';
import { SIGN_IN_AGAIN, type AccessTokens } from '@server/lib/auth';
import type { SessionStatus } from '@server/lib/sessions';
import { hashPassword, verifyPassword } from '@server/lib/password-hashing';
import type { Clock } from '@server/providers/clock/clock';
import { enforceLimit, type RateLimiter } from '@server/providers/rate-limit/index';
import type { MailOutbox } from '@server/modules/mail-outbox';
import { queueMail } from '@server/modules/mail-outbox';
import { existingAccountMail, verificationMail } from './auth.mail.js';
import { passwordProblem } from './password-policy.js';
import {
  LOGIN_SLOWDOWN,
  RATE_LIMITS,
  REFRESH_FAMILY_TTL_MS,
  REFRESH_GRACE_MS,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MS,
  limitKeys,
} from './auth.limits.js';
import * as repo from './auth.repository.js';

export const MESSAGES = {
  alreadyRegistered: 'This email is already registered, please login',
  incorrectLogin: 'Incorrect email or password',
  signUpInvalid: 'This verification code is no longer valid, please request a new code',
  codeExpired: 'This verification code has expired, please request a new code',
  codeDead: 'Too many wrong codes, please request a new code',
} as const;

export interface AuthDeps {
  /** Auth opens its own transactions: it is the one service behind its routes. */
  db: Db;
  /** Mails are queued with the request that causes them and delivered by the outbox sender. */
  outbox: MailOutbox;
  limiter: RateLimiter;
  tokens: AccessTokens;
  /** Told of every revoked sign-in, so its access tokens stop at once. */
  sessions: SessionStatus;
  clock: Clock;
  /** The server secret; verification codes are keyed with a key derived from it. */
  secret: Uint8Array;
  shopName: string;
  /** The shop's address, for the mail that tells an owner how to sign in. */
  shopUrl: string;
  log: FastifyBaseLogger;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const opaqueToken = () => randomBytes(32).toString('base64url');

/** Past the slowdown threshold, each further failure adds a step of waiting, up to a cap. */
function slowDown(failuresPast: number): Promise<void> {
  const ms = Math.min(LOGIN_SLOWDOWN.maxMs, LOGIN_SLOWDOWN.stepMs * Math.max(1, failuresPast));
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The name shown before the user picks one: the part of the email before the @. */
export class AuthService {
  private readonly codeKey: Buffer;
  private readonly successorKey: Buffer;
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: AuthDeps) {
    // Domain-separated from the JWT key: the same secret never signs two kinds of thing.
    this.codeKey = createHmac('sha256', deps.secret).update('shop/verification-code/v1').digest();
    this.successorKey = createHmac('sha256', deps.secret).update('shop/refresh-successor/v1').digest();
  }

  /**
   * The refresh token that replaces `token` when it rotates: derived from it under a server key,
   * so a second presentation within the grace window can be answered with the very same one
   * though only hashes are stored.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.deps.clock.now() + offsetMs).toISOString();
  }

  /**
   * A six-digit code has only a million values, so a plain hash would fall to a table lookup;
   * an HMAC under the server secret, bound to this request's token, does not.
   */
  private codeHash(tokenHash: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${tokenHash}:${code}`).digest('base64url');
  }

  /**
   * Registers an email: a token for the caller and a six-digit code by mail. Earlier pending
   * codes stay valid. For an address that already has an account the answer is the same (a
   * token, whose code nobody is ever sent) and the owner gets a mail saying how to sign in, so
   * the answer does not tell who has an account.
   */
  async requestSignUp(email: string, ip: string): Promise<{ signUpToken: string }> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    // Every request sends a mail, so every request counts (no refunds): this stops mail bombing.
    const what = 'Too many codes requested';
    await enforceLimit(limiter, limitKeys.signUpTokenIp(ip), RATE_LIMITS.signUpTokenPerIp, what);
    await enforceLimit(limiter, limitKeys.signUpTokenEmailIp(email, ip), RATE_LIMITS.signUpTokenPerEmailAndIp, what);
    await enforceLimit(
      limiter,
      limitKeys.signUpMailsEmail(email),
      RATE_LIMITS.signUpMailsPerEmail,
      'Too many codes were sent to this address',
    );
    const registered = await repo.emailIsRegistered(db, email);

    const signUpToken = opaqueToken();
    const tokenHash = sha256(signUpToken);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.pruneSignUpRequests(db, this.nowIso(-24 * 60 * 60_000));
    const mail = registered
      ? existingAccountMail(email, this.deps.shopName, this.deps.shopUrl)
      : verificationMail(email, code, this.deps.shopName);
    // The request and its mail are one write: a code exists exactly when its mail is on its way,
    // and a relay that is down delays the mail instead of failing the request.
    await this.deps.db.transaction(async (tx) => {
      await repo.insertSignUpRequest(tx.kysely, {
        email,
        token_hash: tokenHash,
        code_hash: this.codeHash(tokenHash, code),
        expires_at: this.nowIso(VERIFICATION_CODE_TTL_MS),
        created_at: this.nowIso(),
      });
      await queueMail(tx, this.deps.outbox, mail, {
        kind: registered ? 'existing_account' : 'verification_code',
        sensitive: !registered,
        now: this.nowIso(),
      });
    });
    return { signUpToken };
  }

  /** Confirms a sign-up with the mailed code and creates the account. */
  async confirmSignUp(input: SignUpRequest, ip: string): Promise<SuccessResponse> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    const ipKey = limitKeys.signUpIp(ip);
    await enforceLimit(limiter, ipKey, RATE_LIMITS.signUpPerIp);

    const tokenHash = sha256(input.signUpToken);
    // A guessable password is refused before the code is tried, so choosing another costs no try.
    const email = await repo.findSignUpEmail(db, tokenHash);
    if (!email) throw badRequest(MESSAGES.signUpInvalid);
    const weakness = passwordProblem(input.password, { email, shopName: this.deps.shopName });
    if (weakness) {
      await limiter.refund(ipKey);
      throw badRequest(weakness);
    }
    // The try is counted before the code is compared, atomically, so parallel guesses all count.
    const request = await repo.countSignUpAttempt(db, tokenHash);
    if (!request) throw badRequest(MESSAGES.signUpInvalid);
    if (request.expires_at <= this.nowIso()) throw badRequest(MESSAGES.codeExpired);
    if (request.attempts > VERIFICATION_CODE_MAX_TRIES) throw badRequest(MESSAGES.codeDead);
    const expected = Buffer.from(request.code_hash);
    const given = Buffer.from(this.codeHash(tokenHash, input.verificationCode));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const left = VERIFICATION_CODE_MAX_TRIES - request.attempts;
      throw badRequest(
        left > 0
          ? `Incorrect verification code, ${left} ${left === 1 ? 'try' : 'tries'} left`
          : `Incorrect verification code. ${MESSAGES.codeDead}`,
      );
    }

    const passwordHash = await hashPassword(input.password);
    const created = await this.deps.db.transaction(async ({ kysely: trx }) => {
      if (!(await repo.consumeSignUpRequest(trx, request.request_id, tokenHash))) return 'gone' as const;
      const userId = await repo.insertUser(trx, {
        email: request.email,
        password_hash: passwordHash,
        screen_name: newAccountScreenName(this.deps.shopName),
        created_at: this.nowIso(),
      });
      if (userId === null) throw conflict(MESSAGES.alreadyRegistered);
      await repo.deleteSignUpRequestsFor(trx, request.email);
      return 'created' as const;
    });
    if (created === 'gone') throw badRequest(MESSAGES.signUpInvalid);
    await limiter.refund(ipKey);
    return { success: true };
  }

  /**
   * One answer for an unknown email, a wrong password and an account without one. Failures are
   * limited per IP and per account from one IP; an account's failures from everywhere only slow
   * its logins down, so a stranger cannot lock the owner out.
   */
  async login(input: LoginRequest, ip: string): Promise<TokenPairResponse> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    const ipKey = limitKeys.loginIp(ip);
    const pairKey = limitKeys.loginAccountIp(input.loginId, ip);
    const accountKey = limitKeys.loginAccount(input.loginId);
    await enforceLimit(limiter, ipKey, RATE_LIMITS.loginPerIp);
    await enforceLimit(limiter, pairKey, RATE_LIMITS.loginPerAccountAndIp);
    const { limit, windowMs } = RATE_LIMITS.loginPerAccountSlowdown;
    const across = await limiter.hit(accountKey, limit, windowMs);
    if (!across.allowed) await slowDown(across.count - limit);

    const user = await repo.findUserCredentials(db, input.loginId);
    // Unknown users still cost one argon2 verify, so timing does not tell who has an account.
    const storedHash = user?.password_hash ?? (await this.timingDummyHash());
    const matches = await verifyPassword(storedHash, input.password);
    if (!user || !user.password_hash || !matches) throw badRequest(MESSAGES.incorrectLogin);

    await limiter.reset(pairKey);
    await limiter.reset(accountKey);
    await limiter.refund(ipKey);
    await repo.pruneRefreshFamilies(db, user.user_id, this.nowIso());
    const familyId = await repo.createRefreshFamily(
      db,
      user.user_id,
      this.nowIso(),
      this.nowIso(REFRESH_FAMILY_TTL_MS),
    );
    const refreshToken = opaqueToken();
    await repo.insertRefreshToken(db, sha256(refreshToken), familyId, this.nowIso());
    return this.pair(user.user_id, familyId, refreshToken);
  }

  /**
   * Rotates a refresh token. Presenting a rotated one again revokes its whole family, unless it
   * comes within REFRESH_GRACE_MS of the rotation (two tabs refreshing at once): then it gets
   * the same new refresh token the first presentation got, as long as that one is still unused.
   */
  async refresh(refreshToken: string): Promise<TokenPairResponse> {
    const db = this.deps.db.kysely;
    const tokenHash = sha256(refreshToken);
    const now = this.nowIso();
    const row = await repo.findRefreshToken(db, tokenHash);
    if (!row || row.revoked_at || row.expires_at <= now) throw unauthenticated(SIGN_IN_AGAIN);
    if (row.used_at) return this.presentedAgain(row, refreshToken);
    const next = this.successorOf(refreshToken);
    const rotated = await this.deps.db.transaction(async ({ kysely: trx }) => {
      if (!(await repo.markRefreshTokenUsed(trx, tokenHash, now))) return false;
      await repo.insertRefreshToken(trx, sha256(next), row.family_id, now);
      return true;
    });
    if (rotated) return this.pair(row.user_id, row.family_id, next);
    // Someone rotated it between our read and our write (or the family ended meanwhile).
    const current = await repo.findRefreshToken(db, tokenHash);
    if (!current || current.revoked_at || current.expires_at <= now || !current.used_at) {
      throw unauthenticated(SIGN_IN_AGAIN);
    }
    return this.presentedAgain(current, refreshToken);
  }

  /** A rotated token again: the same successor within the grace window, else reuse. */
  private async presentedAgain(
    row: { family_id: number; user_id: number; used_at: string | null },
    refreshToken: string,
  ): Promise<TokenPairResponse> {
    const now = this.deps.clock.now();
    if (row.used_at && now - Date.parse(row.used_at) <= REFRESH_GRACE_MS) {
      const next = this.successorOf(refreshToken);
      const successor = await repo.findRefreshToken(this.deps.db.kysely, sha256(next));
      const nowIso = new Date(now).toISOString();
      if (
        successor &&
        successor.family_id === row.family_id &&
        !successor.used_at &&
        !successor.revoked_at &&
        successor.expires_at > nowIso
      ) {
        return this.pair(row.user_id, row.family_id, next);
      }
    }
    await this.revokeForReuse(row.family_id, row.user_id);
    throw unauthenticated(SIGN_IN_AGAIN);
  }

  /** Ends the sign-in the token belongs to. Unknown tokens succeed too: the outcome is the same. */
  async logout(refreshToken: string): Promise<SuccessResponse> {
    const row = await repo.findRefreshToken(this.deps.db.kysely, sha256(refreshToken));
    if (row) {
      await repo.revokeRefreshFamily(this.deps.db.kysely, row.family_id, this.nowIso(), 'logout');
      this.deps.sessions.revoked(row.family_id);
    }
    return { success: true };
  }

  /** An access token bound to the sign-in, with the refresh token already stored. */
  private async pair(userId: number, familyId: number, refreshToken: string): Promise<TokenPairResponse> {
    return { accessToken: await this.deps.tokens.sign(userId, familyId), refreshToken };
  }

  private async revokeForReuse(familyId: number, userId: number): Promise<void> {
    await repo.revokeRefreshFamily(this.deps.db.kysely, familyId, this.nowIso(), 'reuse');
    this.deps.sessions.revoked(familyId);
    this.deps.log.warn({ familyId, userId }, 'refresh token reused: its family is revoked');
  }

  private timingDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
