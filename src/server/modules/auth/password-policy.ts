import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

/** Looked up lower-cased: `Password1` is as guessable as `password1`. */
const COMMON_PASSWORDS = new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));

/** A name shorter than this is not looked for inside a password: `ab` would refuse too much. */
const MIN_NAME_LENGTH = 4;

export const PASSWORD_POLICY_MESSAGES = {
  common: 'This password is one of the most common passwords, please choose another',
  email: 'The password must not contain your email address or the name in it',
  shop: "The password must not contain the shop's name",
} as const;

const squash = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/**
 * Why a new password is too easy to guess, or null: one of the 10 000 most common passwords
 * (scripts/generate-common-passwords.mjs), or equal to or containing the account's email or the
 * part before its @, or the shop's name. Spaces, dots, dashes and case do not hide them.
 * Length is checked by the shared schema before this.
 */
export function passwordProblem(password: string, context: { email: string; shopName: string }): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_POLICY_MESSAGES.common;
  const squashed = squash(password);
  const email = context.email.toLowerCase();
  const localPart = squash(email.split('@')[0]);
  if (lower.includes(email) || (localPart.length >= MIN_NAME_LENGTH && squashed.includes(localPart))) {
    return PASSWORD_POLICY_MESSAGES.email;
  }
  const shop = squash(context.shopName);
  if (shop.length >= MIN_NAME_LENGTH && squashed.includes(shop)) return PASSWORD_POLICY_MESSAGES.shop;
  return null;
}
