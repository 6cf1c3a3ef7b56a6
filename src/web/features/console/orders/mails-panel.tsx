import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { Panel } from '../kit/panel';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { useScopes } from '../kit/scopes';
import { useOrderMails, useResendMail } from './mails-api';

/** The order's mails from the outbox: how each delivery went, and a copy sent again on request. */
export function MailsPanel({ orderUuid }: { orderUuid: string }) {
  const mails = useOrderMails(orderUuid);
  const resend = useResendMail({ mutationConfig: { onSuccess: () => toastDone('A copy of the mail is on its way') } });
  const canResend = useScopes().can('orders:write');
  if (!mails.data || mails.data.list.length === 0) return null;
  return (
    <Panel title="Mails">
      <ul className="grid gap-2">
        {mails.data.list.map((mail) => (
          <li
            key={mail.mailId}
            className="grid gap-1 rounded-lg border border-line p-3 text-sm md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {mail.subject} <StatusBadge value={`mail_${mail.status}`} />
              </p>
              <p className="text-xs text-muted">
                To {mail.to} · queued {formatDateTime(mail.createdAt)}
                {mail.sentAt && ` · delivered ${formatDateTime(mail.sentAt)}`}
                {mail.attempts > 1 && ` · ${mail.attempts} attempts`}
                {mail.status !== 'sent' && mail.lastError && ` · ${mail.lastError}`}
              </p>
            </div>
            {canResend && (
              <Button
                variant="outline"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate({ mailId: mail.mailId, orderUuid })}
              >
                Send again
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
