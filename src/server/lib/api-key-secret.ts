import { createHash, randomBytes } from 'node:crypto';

/** How every API key's secret starts: a scanner (or a person) tells it from a session token at a glance. */
export const API_KEY_PREFIX = 'nwk_live_';
/** The secret's random part: 32 bytes, as 43 base64url characters. */
const SECRET_BYTES = 32;
/** The characters of the random part the console shows after `nwk_live_`, to tell keys apart. */
const SHOWN_CHARACTERS = 8;

/**
 * The key's stored form: sha256 of the whole secret. A plain fast hash is enough here (unlike a
 * password): the secret is 256 random bits, so no guess list or brute force can reach it from
 * the hash, and the hash is looked up by equality (a unique index) on every call.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new secret, shown once: what the console shows of it, and the hash the database keeps. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const random = randomBytes(SECRET_BYTES).toString('base64url');
  const secret = `${API_KEY_PREFIX}${random}`;
  return { secret, prefix: `${API_KEY_PREFIX}${random.slice(0, SHOWN_CHARACTERS)}`, hash: hashApiKeySecret(secret) };
}

/** A bearer token meant as an API key rather than a sign-in's access token (a JWT never starts so). */
export function isApiKeySecret(token: string): boolean {
  return token.startsWith('nwk_');
}
