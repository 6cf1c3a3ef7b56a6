import { serve } from '@server/serve';
import { SmtpMailer, type Mailer } from '@server/providers/mail/mailer';

/**
 * The shop as `npm start` runs it, except that the process dies (SIGKILL) while delivering its
 * first mail: `MAIL_DIE=before` as the mail is handed over (the relay never gets it),
 * `MAIL_DIE=after` once the relay has accepted it but before the outbox records that. What
 * mail-outbox-crash.test.ts needs to show which mails a crash can cost or double.
 */
const smtp = new SmtpMailer(process.env.SMTP_URL!, process.env.MAIL_FROM ?? 'Shop <shop@example.com>');
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};
const dying: Mailer = {
  async send(message) {
    if (process.env.MAIL_DIE === 'before') die();
    await smtp.send(message);
    die();
  },
  close: () => smtp.close(),
};

serve({ providers: { mailer: dying } }).catch((error) => {
  console.error(error);
  process.exit(1);
});
