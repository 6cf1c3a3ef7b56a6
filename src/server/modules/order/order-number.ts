import { randomInt } from 'node:crypto';

/** Crockford's base32: digits and letters without I, L, O and U, so no number is misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new order number, `XXXXX-XXXXX`: 50 random bits, so numbers tell nothing about sales or
 * neighbours and cannot be guessed. A clash is astronomically rare; the unique index catches it
 * and the order is placed again with a new number (order.service.ts).
 */
export function newOrderNumber(): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    if (i === 5) out += '-';
    out += CROCKFORD[randomInt(32)];
  }
  return out;
}
