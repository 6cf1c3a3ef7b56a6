import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import type { LoginRequest, SignUpRequest, SuccessResponse, TokenPairResponse } from '@shared/schemas/auth';
import { AppError, badRequest, conflict, unauthenticated } from '../../lib/errors.js';
import { SIGN_IN_AGAIN, type AccessTokens } from '../../lib/auth.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import type { Clock } from '../../providers/clock/clock.js';
import { enforceLimit, type RateLimiter } from '../../providers/rate-limit/index.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { verificationMail } from './auth.mail.js';
import {
  RATE_LIMITS,
  REFRESH_FAMILY_TTL_MS,
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
  mailFailed: 'We could not send the verification email, please try again later',
} as const;

export interface AuthDeps {
  /** Auth opens its own transactions: it is the one service behind its routes. */
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  tokens: AccessTokens;
  clock: Clock;
  /** The server secret; verification codes are keyed with a key derived from it. */
  secret: Uint8Array;
  shopName: string;
  log: FastifyBaseLogger;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const opaqueToken = () => randomBytes(32).toString('base64url');

/** The name shown before the user picks one: the part of the email before the @. */
export function defaultScreenName(email: string): string {
  return email.split('@')[0].slice(0, 40) || email.slice(0, 40);
}

export class AuthService {
  private readonly codeKey: Buffer;
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: AuthDeps) {
    // Domain-separated from the JWT key: the same secret never signs two kinds of thing.
    this.codeKey = createHmac('sha256', deps.secret).update('shop/verification-code/v1').digest();
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

  /** Registers an email: a fresh token and code, replacing any earlier ones, and the code mailed. */
  async requestSignUp(email: string, ip: string): Promise<{ signUpToken: string }> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    // Every request sends a mail, so every request counts (no refunds): this stops mail bombing.
    await enforceLimit(limiter, limitKeys.signUpTokenIp(ip), RATE_LIMITS.signUpTokenPerIp, 'Too many codes requested');
    await enforceLimit(
      limiter,
      limitKeys.signUpTokenEmail(email),
      RATE_LIMITS.signUpTokenPerEmail,
      'Too many codes requested',
    );
    if (await repo.emailIsRegistered(db, email)) throw conflict(MESSAGES.alreadyRegistered);

    const signUpToken = opaqueToken();
    const tokenHash = sha256(signUpToken);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.pruneSignUpRequests(db, this.nowIso(-24 * 60 * 60_000));
    await repo.upsertSignUpRequest(db, {
      email,
      token_hash: tokenHash,
      code_hash: this.codeHash(tokenHash, code),
      expires_at: this.nowIso(VERIFICATION_CODE_TTL_MS),
      created_at: this.nowIso(),
    });
    try {
      await this.deps.mailer.send(verificationMail(email, code, this.deps.shopName));
    } catch (error) {
      this.deps.log.error({ err: error }, 'verification mail could not be sent');
      throw new AppError('internal', MESSAGES.mailFailed);
    }
    return { signUpToken };
  }

  /** Confirms a sign-up with the mailed code and creates the account. */
  async confirmSignUp(input: SignUpRequest, ip: string): Promise<SuccessResponse> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    const ipKey = limitKeys.signUpIp(ip);
    await enforceLimit(limiter, ipKey, RATE_LIMITS.signUpPerIp);

    const tokenHash = sha256(input.signUpToken);
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
        screen_name: defaultScreenName(request.email),
        created_at: this.nowIso(),
      });
      if (userId === null) throw conflict(MESSAGES.alreadyRegistered);
      return 'created' as const;
    });
    if (created === 'gone') throw badRequest(MESSAGES.signUpInvalid);
    await limiter.refund(ipKey);
    return { success: true };
  }

  /** One answer for an unknown email, a wrong password and an account without one. */
  async login(input: LoginRequest, ip: string): Promise<TokenPairResponse> {
    const { limiter } = this.deps;
    const db = this.deps.db.kysely;
    const ipKey = limitKeys.loginIp(ip);
    const accountKey = limitKeys.loginAccount(input.loginId);
    await enforceLimit(limiter, ipKey, RATE_LIMITS.loginPerIp);
    await enforceLimit(limiter, accountKey, RATE_LIMITS.loginPerAccount);

    const user = await repo.findUserCredentials(db, input.loginId);
    // Unknown users still cost one argon2 verify, so timing does not tell who has an account.
    const storedHash = user?.password_hash ?? (await this.timingDummyHash());
    const matches = await verifyPassword(storedHash, input.password);
    if (!user || !user.password_hash || !matches) throw badRequest(MESSAGES.incorrectLogin);

    await limiter.reset(accountKey);
    await limiter.refund(ipKey);
    await repo.pruneRefreshFamilies(db, user.user_id, this.nowIso());
    const familyId = await repo.createRefreshFamily(
      db,
      user.user_id,
      this.nowIso(),
      this.nowIso(REFRESH_FAMILY_TTL_MS),
    );
    return this.issuePair(db, user.user_id, familyId);
  }

  /** Rotates a refresh token; presenting a rotated one revokes its whole family. */
  async refresh(refreshToken: string): Promise<TokenPairResponse> {
    const db = this.deps.db.kysely;
    const tokenHash = sha256(refreshToken);
    const now = this.nowIso();
    const row = await repo.findRefreshToken(db, tokenHash);
    if (!row || row.revoked_at || row.expires_at <= now) throw unauthenticated(SIGN_IN_AGAIN);
    if (row.used_at) {
      await this.revokeForReuse(row.family_id, row.user_id);
      throw unauthenticated(SIGN_IN_AGAIN);
    }
    const next = opaqueToken();
    const rotated = await this.deps.db.transaction(async ({ kysely: trx }) => {
      if (!(await repo.markRefreshTokenUsed(trx, tokenHash, now))) return false;
      await repo.insertRefreshToken(trx, sha256(next), row.family_id, now);
      return true;
    });
    if (!rotated) {
      // Someone rotated it between our read and our write: that is reuse as well.
      await this.revokeForReuse(row.family_id, row.user_id);
      throw unauthenticated(SIGN_IN_AGAIN);
    }
    return { accessToken: await this.deps.tokens.sign(row.user_id), refreshToken: next };
  }

  /** Ends the sign-in the token belongs to. Unknown tokens succeed too: the outcome is the same. */
  async logout(refreshToken: string): Promise<SuccessResponse> {
    const row = await repo.findRefreshToken(this.deps.db.kysely, sha256(refreshToken));
    if (row) await repo.revokeRefreshFamily(this.deps.db.kysely, row.family_id, this.nowIso(), 'logout');
    return { success: true };
  }

  private async issuePair(db: Executor, userId: number, familyId: number): Promise<TokenPairResponse> {
    const refreshToken = opaqueToken();
    await repo.insertRefreshToken(db, sha256(refreshToken), familyId, this.nowIso());
    return { accessToken: await this.deps.tokens.sign(userId), refreshToken };
  }

  private async revokeForReuse(familyId: number, userId: number): Promise<void> {
    await repo.revokeRefreshFamily(this.deps.db.kysely, familyId, this.nowIso(), 'reuse');
    this.deps.log.warn({ familyId, userId }, 'refresh token reused: its family is revoked');
  }

  private timingDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
