import type { MailMessage } from '@server/providers/mail/mailer';
import { VERIFICATION_CODE_TTL_MS } from './auth.limits.js';
import { escapeHtml } from '@server/lib/html';

/** The verification mail: the code leads the subject so it shows in a notification. */
export function verificationMail(to: string, code: string, shopName: string): MailMessage {
  const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
  const subject = `${code} is your ${shopName} verification code`;
  const text = [
    `Welcome to ${shopName}!`,
    '',
    `Your verification code is: ${code}`,
    '',
    `Enter it in the sign-up form to finish creating your account. It expires in ${minutes} minutes and works once.`,
    '',
    'If you did not ask to create an account, you can ignore this email.',
  ].join('\n');
  const shop = escapeHtml(shopName);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Welcome to ${shop}!</p>
<p>Your verification code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Enter it in the sign-up form to finish creating your account. It expires in ${minutes} minutes and works once.</p>
<p style="color:#666">If you did not ask to create an account, you can ignore this email.</p>
</body></html>`;
  return { to, subject, text, html, logHint: `code ${code}` };
}

/**
 * Sent instead of a code when someone asks to register an address that already has an account:
 * the answer to the request is the same either way, so only the mailbox's owner learns it.
 */
export function existingAccountMail(to: string, shopName: string, shopUrl: string): MailMessage {
  const subject = `You already have a ${shopName} account`;
  const text = [
    `Someone, probably you, asked to create a ${shopName} account with this email address.`,
    '',
    `You already have an account. Sign in at ${shopUrl} with this email address and your password.`,
    '',
    'If you did not ask, you can ignore this email: nothing has changed.',
  ].join('\n');
  const shop = escapeHtml(shopName);
  const url = escapeHtml(shopUrl);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Someone, probably you, asked to create a ${shop} account with this email address.</p>
<p>You already have an account. <a href="${url}">Sign in at ${url}</a> with this email address and your password.</p>
<p style="color:#666">If you did not ask, you can ignore this email: nothing has changed.</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The code for a forgotten password; the code leads the subject, as at sign-up. */
export function passwordResetMail(to: string, code: string, shopName: string, ttlMs: number): MailMessage {
  const minutes = ttlMs / 60_000;
  const subject = `${code} is your ${shopName} password reset code`;
  const text = [
    `Someone, probably you, asked to reset the password of your ${shopName} account.`,
    '',
    `Your verification code is: ${code}`,
    '',
    `Enter it with your new password. It expires in ${minutes} minutes and works once.`,
    '',
    'If you did not ask, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const shop = escapeHtml(shopName);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Someone, probably you, asked to reset the password of your ${shop} account.</p>
<p>Your verification code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Enter it with your new password. It expires in ${minutes} minutes and works once.</p>
<p style="color:#666">If you did not ask, you can ignore this email: your password stays as it is.</p>
</body></html>`;
  return { to, subject, text, html, logHint: `code ${code}` };
}

/**
 * The link an operator sent (the shop's support, at the customer's request): it opens the
 * storefront's reset page with the token in the fragment, which never reaches a server's log.
 */
export function passwordResetLinkMail(to: string, link: string, shopName: string, ttlMs: number): MailMessage {
  const minutes = ttlMs / 60_000;
  const subject = `Set a new password for your ${shopName} account`;
  const text = [
    `${shopName} sent you a link to set a new password for your account:`,
    '',
    link,
    '',
    `It works once, within ${minutes} minutes. Every device signed in to your account will be signed out.`,
    '',
    'If you did not ask for it, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const shop = escapeHtml(shopName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111">
<p>${shop} sent you a link to set a new password for your account:</p>
<p><a href="${href}">Set a new password</a></p>
<p>It works once, within ${minutes} minutes. Every device signed in to your account will be signed out.</p>
<p style="color:#666">If you did not ask for it, you can ignore this email: your password stays as it is.</p>
</body></html>`;
  return { to, subject, text, html };
}
