import type { MailMessage } from '../../providers/mail/mailer.js';
import { VERIFICATION_CODE_TTL_MS } from './auth.limits.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
