import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_MAX_TRIES } from './auth.limits.js';

/** Opaque tokens are stored as their sha256 only. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const opaqueToken = () => randomBytes(32).toString('base64url');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Hashes six-digit codes the way sign-up does: an HMAC under a key derived from the server secret
 * and bound to the request (`binding`), since a plain hash of a million values falls to a table.
 * Each purpose gets its own key, so a code of one flow never checks in another.
 */
export function codeHasher(secret: Uint8Array, purpose: string) {
  const key = createHmac('sha256', secret).update(`shop/${purpose}-code/v1`).digest();
  const hash = (binding: string, code: string) =>
    createHmac('sha256', key).update(`${binding}:${code}`).digest('base64url');
  return {
    hash,
    matches(stored: string, binding: string, code: string): boolean {
      const expected = Buffer.from(stored);
      const given = Buffer.from(hash(binding, code));
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The answer to a wrong code after `attempts` tries (counted before the comparison), as at sign-up. */
export function wrongCodeMessage(attempts: number, dead: string): string {
  const left = VERIFICATION_CODE_MAX_TRIES - attempts;
  return left > 0
    ? `Incorrect verification code, ${left} ${left === 1 ? 'try' : 'tries'} left`
    : `Incorrect verification code. ${dead}`;
}
