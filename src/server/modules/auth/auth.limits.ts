import { createHash } from 'node:crypto';

/** Token and code lifetimes (docs/accounts.md explains the choices). */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** Tries per code: the sixth, even with the right code, fails and the code is dead. */
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Absolute: a refresh-token family ends 30 days after its sign-in, however often it rotates. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60_000;

export interface LimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Rate limits per IP and per account. Login and sign-up count failures; sign-up-token counts every mail. */
export const RATE_LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  signUpTokenPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  signUpTokenPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/** Emails are hashed into bucket keys: bounded length, and no addresses in the counter store. */
function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 32);
}

export const limitKeys = {
  loginAccount: (email: string) => `login:acct:${emailKey(email)}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  signUpTokenEmail: (email: string) => `signup-token:email:${emailKey(email)}`,
  signUpTokenIp: (ip: string) => `signup-token:ip:${ip}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
};
