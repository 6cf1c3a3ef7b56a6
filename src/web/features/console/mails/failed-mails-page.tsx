import { Link } from 'react-router';
import type { ConsoleMail } from '@shared/schemas/console-mails';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { consolePaths } from '../console-paths';
import { DataTable, type Column } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { useResendMail } from '../orders/mails-api';
import { useScopes } from '../kit/scopes';
import { useFailedMails } from './failed-mails-api';

/** What each kind of mail is, in an operator's words. */
const KIND_LABELS: Record<string, string> = {
  verification_code: 'Sign-up code',
  existing_account: 'Account already exists',
  order_confirmation: 'Order confirmation',
  order_notice: 'Order update',
  resend: 'Copy sent again',
  password_reset_code: 'Password reset code',
  password_changed: 'Password changed',
  email_change_code: 'New email code',
  email_taken: 'New email already taken',
  email_changed: 'Email changed',
  account_closed: 'Account closed',
};

/**
 * The mails the relay never accepted (refused for good, or still refused after every retry), newest
 * first, with "Send again" for each: the copy is a new mail with its own Message-ID.
 */
export function FailedMailsPage() {
  const mails = useFailedMails();
  const resend = useResendMail({ mutationConfig: { onSuccess: () => toastDone('A copy of the mail is on its way') } });
  const canResend = useScopes().can('orders:write');

  const columns: Column<ConsoleMail>[] = [
    {
      // Subject and recipient together: the table fits a laptop's width without scrolling sideways.
      id: 'mail',
      header: 'Mail',
      cell: (m) => (
        <div className="grid max-w-xs min-w-48 gap-0.5">
          <span className="line-clamp-2" title={m.subject}>
            {m.subject}
          </span>
          <span className="text-xs break-all text-muted">To {m.to}</span>
        </div>
      ),
    },
    { id: 'kind', header: 'Kind', cell: (m) => KIND_LABELS[m.kind] ?? m.kind },
    { id: 'attempts', header: 'Attempts', align: 'right', cell: (m) => m.attempts },
    {
      id: 'lastError',
      header: 'Last error',
      cell: (m) => (
        <span className="line-clamp-3 max-w-56 min-w-32 text-xs break-words text-muted">{m.lastError ?? '—'}</span>
      ),
    },
    {
      id: 'createdAt',
      header: 'Queued',
      cell: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>,
    },
    {
      id: 'order',
      header: 'Order',
      cell: (m) =>
        m.orderUuid ? (
          <Link to={consolePaths.order(m.orderUuid)} className="whitespace-nowrap underline underline-offset-4">
            Open order
          </Link>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      // A code is never sent twice (the server answers 409): the customer asks for a new one.
      cell: (m) =>
        !canResend ? null : m.kind === 'verification_code' ? (
          <span className="inline-block max-w-32 text-xs text-muted">The customer asks for a new code</span>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Send again: ${m.subject}`}
            disabled={resend.isPending && resend.variables.mailId === m.mailId}
            onClick={() => resend.mutate({ mailId: m.mailId, orderUuid: m.orderUuid })}
          >
            Send again
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Failed mails"
        description="Mails the mail server refused, or kept refusing until the shop gave up, newest first (the latest 100). Send again queues a copy."
      />
      {mails.isError ? (
        <p className="rounded-xl border border-line px-3 py-10 text-center text-muted">
          The failed mails could not be loaded.
        </p>
      ) : (
        <DataTable
          label="Failed mails"
          columns={columns}
          rows={mails.data?.list}
          rowKey={(m) => m.mailId}
          empty="No failed mails: every mail reached the mail server."
          loading={mails.isFetching}
        />
      )}
    </>
  );
}
