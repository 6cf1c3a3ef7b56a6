import type { MailMessage } from '@server/providers/mail/mailer';
import { escapeHtml } from '@server/lib/html';

/** The invitation: the role offered and the code the invitee enters once signed in with this address. */
export function staffInvitationMail(
  to: string,
  code: string,
  roleName: string,
  shop: { name: string; url: string },
): MailMessage {
  const shopName = shop.name;
  const lines = [
    `You are invited to work in the ${shopName} console as ${roleName}.`,
    `Your invitation code is: ${code}`,
    `Sign in to ${shopName} with this email address (or create an account with it), open ${shop.url}/admin/join and enter the code. It expires in 7 days and works once.`,
    'If you did not expect this, you can ignore this email: nothing changes.',
  ];
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return {
    to,
    subject: `${code} is your invitation code for ${shopName}`,
    text: lines.join('\n\n'),
    html,
    logHint: `code ${code}`,
  };
}
