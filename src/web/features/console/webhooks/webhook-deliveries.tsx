import type { Webhook, WebhookDelivery } from '@shared/schemas/console-webhooks';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { DataTable, type Column } from '../kit/data-table';
import { Panel } from '../kit/panel';
import { toastDone } from '../kit/toast-done';
import { useDeliveries, useResendDelivery } from './webhooks-api';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting to retry', tone: 'waiting' },
  sending: { label: 'Sending', tone: 'waiting' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'problem' },
};

/** One endpoint's latest deliveries: what was sent, how the receiver answered, and "Resend". */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const deliveries = useDeliveries(webhook.webhookId);
  const resend = useResendDelivery();

  const columns: Column<WebhookDelivery>[] = [
    {
      id: 'event',
      header: 'Event',
      cell: (d) => (
        <div className="grid gap-0.5">
          <span className="font-mono text-xs">{d.type}</span>
          <span className="text-xs break-all text-muted">{d.eventId}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (d) => (
        <Badge tone={STATUS[d.status].tone}>
          {STATUS[d.status].label}
          {d.attempts > 1 ? ` (${d.attempts} attempts)` : ''}
        </Badge>
      ),
    },
    { id: 'response', header: 'Response', align: 'right', cell: (d) => d.responseCode ?? '—' },
    {
      id: 'duration',
      header: 'Duration',
      align: 'right',
      cell: (d) => (d.durationMs === null ? '—' : `${d.durationMs} ms`),
    },
    {
      id: 'body',
      header: 'Answer',
      cell: (d) => (
        <span className="line-clamp-3 max-w-64 min-w-32 font-mono text-xs break-words text-muted">
          {d.responseExcerpt || d.lastError || '—'}
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: 'When',
      cell: (d) => <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>,
    },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      cell: (d) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Resend ${d.type} ${d.eventId}`}
          disabled={d.status === 'pending' || d.status === 'sending' || resend.isPending}
          onClick={() =>
            resend.mutate(
              { deliveryId: d.deliveryId, webhookId: webhook.webhookId },
              { onSuccess: () => toastDone('Sent again, with the same event id') },
            )
          }
        >
          Resend
        </Button>
      ),
    },
  ];

  return (
    <Panel title={`Deliveries to ${webhook.url}`}>
      {deliveries.isError ? (
        <p className="py-6 text-center text-muted">The deliveries could not be loaded.</p>
      ) : (
        <DataTable
          label={`Deliveries to ${webhook.url}`}
          columns={columns}
          rows={deliveries.data?.list}
          rowKey={(d) => d.deliveryId}
          empty="Nothing sent yet: deliveries appear here as events happen."
          loading={deliveries.isFetching}
        />
      )}
    </Panel>
  );
}
