import { createHash } from 'node:crypto';

/** Token and code lifetimes (docs/accounts.md explains the choices). */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** A forgotten-password code lives longer than a sign-up code: the shopper may be away from the mail. */
export const PASSWORD_RESET_CODE_TTL_MS = 15 * 60_000;
/** An operator's reset link works once, within this time; another is refused this soon after one was sent. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
export const RESET_LINK_RESEND_MS = 60_000;
/** Tries per code: the sixth, even with the right code, fails and the code is dead. */
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Absolute: a refresh-token family ends 30 days after its sign-in, however often it rotates. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60_000;
/**
 * A refresh token presented again this soon after it was rotated is taken for a second tab
 * refreshing at the same moment, not for theft: it gets the same new refresh token. Later, it
 * is reuse and revokes the family.
 */
export const REFRESH_GRACE_MS = 10_000;

export interface LimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Rate limits (docs/security.md). Login and sign-up count failures; sign-up-token counts every
 * mail. Hard limits key on what an attacker controls (their IP, or an account from their IP);
 * nothing a stranger does from elsewhere can block an account's owner:
 * - login: failures of one account from all IPs only slow its logins down (LOGIN_SLOWDOWN);
 * - sign-up-token: a per-address cap on mails, which one IP can use only half of.
 */
export const RATE_LIMITS = {
  loginPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Not a block: past this many failures, each login of the account waits (LOGIN_SLOWDOWN). */
  loginPerAccountSlowdown: { limit: 10, windowMs: 15 * MINUTE },
  signUpTokenPerEmailAndIp: { limit: 5, windowMs: 60 * MINUTE },
  signUpMailsPerEmail: { limit: 10, windowMs: 60 * MINUTE },
  signUpTokenPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Forgotten password: the sign-up-token and sign-up limits, in buckets of their own. */
  resetTokenPerEmailAndIp: { limit: 5, windowMs: 60 * MINUTE },
  resetMailsPerEmail: { limit: 10, windowMs: 60 * MINUTE },
  resetTokenPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Reset links: tokens are unguessable, but failed uses from one IP are still capped as resets are. */
  resetLinkPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Signed in: wrong current passwords (change of password or email, closing), per account. */
  passwordCheckPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Signed in: codes mailed for a change of email, per account (each sends a mail). */
  emailChangeMailsPerAccount: { limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/** Each failure past the slowdown threshold adds `stepMs` to every login of that account, up to `maxMs`. */
export const LOGIN_SLOWDOWN = { stepMs: 500, maxMs: 5_000 } as const;

/** Emails are hashed into bucket keys: bounded length, and no addresses in the counter store. */
function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 32);
}

export const limitKeys = {
  loginAccount: (email: string) => `login:acct:${emailKey(email)}`,
  loginAccountIp: (email: string, ip: string) => `login:acct-ip:${emailKey(email)}:${ip}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  signUpTokenEmailIp: (email: string, ip: string) => `signup-token:email-ip:${emailKey(email)}:${ip}`,
  signUpMailsEmail: (email: string) => `signup-token:email:${emailKey(email)}`,
  signUpTokenIp: (ip: string) => `signup-token:ip:${ip}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
  resetTokenEmailIp: (email: string, ip: string) => `reset-token:email-ip:${emailKey(email)}:${ip}`,
  resetMailsEmail: (email: string) => `reset-token:email:${emailKey(email)}`,
  resetTokenIp: (ip: string) => `reset-token:ip:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetLinkIp: (ip: string) => `reset-link:ip:${ip}`,
  passwordCheckAccount: (userId: number) => `password-check:acct:${userId}`,
  emailChangeAccount: (userId: number) => `email-change:acct:${userId}`,
};
