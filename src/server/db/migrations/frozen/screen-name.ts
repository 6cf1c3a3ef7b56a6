import { randomInt } from 'node:crypto';

// A copy of lib/default-screen-name.ts as migration 020 used it, so the migration stays the same
// whatever sign-up later gives new accounts.

// Crockford's base 32: no I, L, O or U, so a code read aloud or copied is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'Customer' and five random characters ('Customer 7KQ2M'). */
export function defaultScreenName(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `Customer ${code}`;
}
