import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '@server/config';
import type { AccountRole } from '@server/db/schema';
import { systemClock, type Clock } from '@server/providers/clock/clock';
import { unauthenticated } from './errors.js';
import { SessionStatus } from './sessions.js';

/**
 * The signed-in user, as the access token names them. The role is not in the token: it is read
 * from the database by `requireRole` on the requests that need it, so revoking works at once.
 */
export interface AuthUser {
  userId: number;
  /** Set by `requireRole` once read from the database; undefined on routes that need no role. */
  role?: AccountRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server secret (JWT_SECRET or DATA_DIR/jwt-secret); keys derived from it sign other things. */
    serverSecret: Uint8Array;
    accessTokens: AccessTokens;
    /** Whether a sign-in is still live; `authenticate` asks it on every request. */
    sessions: SessionStatus;
    /**
     * Hook for routes that need a user: answers 401 in the envelope without a valid
     * access token, else sets `request.user`. Customer routes get it from `customerScope`.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not require a user. */
    user: AuthUser | null;
    /** The sign-in (refresh-token family) the access token belongs to; set with `user`. */
    sessionId: number | null;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ISSUER = 'shop-api';
export const JWT_AUDIENCE = 'shop-storefront';
export const SIGN_IN_AGAIN = 'Please sign in again';
const SECRET_FILE = 'jwt-secret';
const SECRET_BYTES = 48;

/**
 * The server secret: JWT_SECRET, or 48 random bytes generated once and kept in DATA_DIR so
 * restarts and every process sharing DATA_DIR agree. Separate machines must set JWT_SECRET.
 */
export function loadServerSecret(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.DATA_DIR, SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole to a private temp file, then linked into place: link fails if another process
  // won the race, and nobody ever reads a half-written secret.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, randomBytes(SECRET_BYTES).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const secret = readSecretFile(file);
  if (!secret) throw new Error(`${file} could not be read back`);
  return secret;
}

function readSecretFile(file: string): Uint8Array | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length < 32)
    throw new Error(`${file} holds no usable secret; delete it to generate a new one, or set JWT_SECRET`);
  return new Uint8Array(bytes);
}

/** What an access token says: who, and within which sign-in (refresh-token family, `sid`). */
export interface AccessClaims {
  userId: number;
  sessionId: number;
}

/** Short-lived HS256 access tokens; the algorithm, issuer, audience and expiry are all checked. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A token for `userId` within the sign-in `sessionId` (its refresh-token family). */
  async sign(userId: number, sessionId: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The user and sign-in the token names, or a 401 for anything forged, altered, expired or foreign. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        // Pinned: a token cannot choose its own algorithm (no `none`, no key confusion).
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        currentDate: new Date(this.clock.now()),
      });
      const sub = payload.sub ?? '';
      if (!/^[1-9]\d{0,9}$/.test(sub)) throw new Error('bad subject');
      const sid = payload.sid;
      if (typeof sid !== 'number' || !Number.isSafeInteger(sid) || sid < 1) throw new Error('bad session');
      return { userId: Number(sub), sessionId: sid };
    } catch {
      throw unauthenticated(SIGN_IN_AGAIN);
    }
  }
}

/** The token of `Authorization: Bearer …`: null without the header, empty when it is not a bearer token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Decorates the root app with the server secret, the token signer, the sign-in status and the
 * `authenticate` hook, so every module can require a user. Call after `registerProviders` (it
 * uses the clock) and once `app.db` exists.
 */
export function registerAuth(app: FastifyInstance, config: Config): void {
  const secret = loadServerSecret(config);
  const tokens = new AccessTokens(secret, app.clock);
  const sessions = new SessionStatus(app.db.kysely, app.clock);
  app.decorate('serverSecret', secret);
  app.decorate('accessTokens', tokens);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // Set instead of `user` when an API key calls /api/admin (operator-access.ts).
  app.decorateRequest('apiKey', null);
  // A person's scopes in the console, set with their staff role (operator-access.ts).
  app.decorateRequest('staffScopes', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null) throw unauthenticated('Please sign in first');
    if (!token) throw unauthenticated(SIGN_IN_AGAIN);
    const { userId, sessionId } = await tokens.verify(token);
    // A token does not outlive its sign-in: once that is logged out or revoked, it stops working.
    if (!(await sessions.isLive(sessionId, userId))) throw unauthenticated(SIGN_IN_AGAIN);
    request.user = { userId };
    request.sessionId = sessionId;
  });
}

/** The user set by `app.authenticate`; a route that forgot the preHandler fails closed with 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated('Please sign in first');
  return request.user;
}
