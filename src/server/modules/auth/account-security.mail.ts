import type { MailMessage } from '@server/providers/mail/mailer';
import { escapeHtml } from '@server/lib/html';
import { VERIFICATION_CODE_TTL_MS } from './auth.limits.js';

function notice(to: string, subject: string, lines: string[], logHint?: string): MailMessage {
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return { to, subject, text: lines.join('\n\n'), html, ...(logHint && { logHint }) };
}

/** The code that confirms a new login address, sent to that address. */
export function emailChangeCodeMail(to: string, code: string, shopName: string): MailMessage {
  const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
  return notice(
    to,
    `${code} is your ${shopName} verification code`,
    [
      `Someone, probably you, asked to sign in to their ${shopName} account with this email address from now on.`,
      `Your verification code is: ${code}`,
      `Enter it on your account page to confirm the change. It expires in ${minutes} minutes and works once.`,
      'If you did not ask, you can ignore this email: nothing changes.',
    ],
    `code ${code}`,
  );
}

/** Sent instead of a code when the new address already has an account: only its owner learns it. */
export function emailTakenMail(to: string, shopName: string): MailMessage {
  return notice(to, `This address already has a ${shopName} account`, [
    `Someone, probably you, asked to move another ${shopName} account to this email address.`,
    'This address is already taken by an account, so it cannot be used again: no code was sent, and nothing changes.',
    'If you did not ask, you can ignore this email.',
  ]);
}

/** Sent to the old address once the login moved, so its owner learns of a change they did not make. */
export function emailChangedMail(to: string, newEmail: string, shopName: string): MailMessage {
  return notice(to, `Your ${shopName} email address was changed`, [
    `Your ${shopName} account now signs in with ${newEmail} instead of this address.`,
    `If this was not you, contact ${shopName} at once.`,
  ]);
}

/** After a reset or a change: the owner learns of it even if it was not them. */
export function passwordChangedMail(to: string, shopName: string, how: 'reset' | 'link' | 'change'): MailMessage {
  const done = {
    reset: 'reset with a code sent to this address',
    link: 'reset with a link sent to this address',
    change: 'changed',
  };
  return notice(to, `Your ${shopName} password was changed`, [
    `The password of your ${shopName} account was just ${done[how]}.`,
    how !== 'change'
      ? 'Every device that was signed in has been signed out.'
      : 'Every other device that was signed in has been signed out.',
    `If this was not you, reset your password now with "Forgot password?" in the sign-in dialog of ${shopName}.`,
  ]);
}
