import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a code read aloud or copied is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The screen name an account starts with, until its owner chooses one: 'Customer' and five
 * random characters ('Customer 7KQ2M'). Nothing of the email (reviews are public), and not the
 * account's id, which would tell how many customers the shop has.
 */
export function defaultScreenName(): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `Customer ${code}`;
}
