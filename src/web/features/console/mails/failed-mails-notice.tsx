import { Link } from 'react-router';
import { ArrowRight, MailWarning } from 'lucide-react';
import { consolePaths } from '../console-paths';
import { useFailedMails } from './failed-mails-api';

/** The failed list holds the latest 100: a full list means at least that many. */
const LISTED_AT_MOST = 100;

/**
 * The dashboard's line about mails the relay never accepted, a link to their page; nothing while
 * every mail got through (or the list has not come yet), so a healthy shop sees no extra card.
 */
export function FailedMailsNotice() {
  const { data } = useFailedMails();
  const count = data?.list.length ?? 0;
  if (count === 0) return null;
  const text =
    count >= LISTED_AT_MOST
      ? `${LISTED_AT_MOST} or more mails could not be delivered`
      : `${count} ${count === 1 ? 'mail' : 'mails'} could not be delivered`;
  return (
    <Link
      to={consolePaths.failedMails()}
      className="group flex items-center gap-3 rounded-xl border border-red-700/30 bg-red-50 p-4 text-sm font-medium transition-colors hover:border-ink"
    >
      <MailWarning aria-hidden="true" className="size-5 shrink-0 text-red-800" />
      <span className="flex-1">{text}</span>
      <ArrowRight aria-hidden="true" className="size-5 text-muted transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
