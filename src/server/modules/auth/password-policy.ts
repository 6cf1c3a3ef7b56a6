import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { itemAt } from '@shared/item-at';

const require = createRequire(import.meta.url);

/** How many of the most common passwords our minimum length would otherwise accept are refused. */
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | undefined;

/**
 * The most common passwords of at least PASSWORD_MIN_LENGTH characters, lower-cased (`Password1`
 * is as guessable as `password1`): from the frequency-ranked list of @zxcvbn-ts/language-common
 * (MIT; built from leaked password corpora), read once, at the first sign-up.
 */
function isCommon(lowerCased: string): boolean {
  if (!commonPasswords) {
    const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    commonPasswords = new Set();
    for (const entry of ranked) {
      const password = String(entry).toLowerCase();
      if (password.length >= PASSWORD_MIN_LENGTH) commonPasswords.add(password);
      if (commonPasswords.size === COMMON_PASSWORD_COUNT) break;
    }
  }
  return commonPasswords.has(lowerCased);
}

/** A name shorter than this is not looked for inside a password: `ab` would refuse too much. */
const MIN_NAME_LENGTH = 4;

export const PASSWORD_POLICY_MESSAGES = {
  common: 'This password is one of the most common passwords, please choose another',
  email: 'The password must not contain your email address or the name in it',
  shop: "The password must not contain the shop's name",
} as const;

const squash = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/**
 * Why a new password is too easy to guess, or null: one of the 10 000 most common passwords of
 * 8 characters or more, or equal to or containing the account's email or the
 * part before its @, or the shop's name. Spaces, dots, dashes and case do not hide them.
 * Length is checked by the shared schema before this.
 */
export function passwordProblem(password: string, context: { email: string; shopName: string }): string | null {
  const lower = password.toLowerCase();
  if (isCommon(lower)) return PASSWORD_POLICY_MESSAGES.common;
  const squashed = squash(password);
  const email = context.email.toLowerCase();
  const localPart = squash(itemAt(email.split('@'), 0));
  if (lower.includes(email) || (localPart.length >= MIN_NAME_LENGTH && squashed.includes(localPart))) {
    return PASSWORD_POLICY_MESSAGES.email;
  }
  const shop = squash(context.shopName);
  if (shop.length >= MIN_NAME_LENGTH && squashed.includes(shop)) return PASSWORD_POLICY_MESSAGES.shop;
  return null;
}
