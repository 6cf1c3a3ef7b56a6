import { useState } from 'react';
import type { Webhook } from '@shared/schemas/console-webhooks';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { useDeleteWebhook, useSetWebhookActive, useWebhooks } from './webhooks-api';

function WebhookState({ webhook }: { webhook: Webhook }) {
  if (webhook.active) return <Badge tone="success">Active</Badge>;
  if (webhook.pausedReason === 'failing') return <Badge tone="problem">Paused: failing for a day</Badge>;
  return <Badge tone="muted">Paused</Badge>;
}

/**
 * Webhooks: the systems told of what happens in the shop, each event POSTed to their URL and
 * signed with the endpoint's secret. Add one, pause or start it, remove it, and read its
 * deliveries with each one's answer.
 */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const setActive = useSetWebhookActive();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const list = webhooks.data?.list;
  const selected = list?.find((w) => w.webhookId === shown);

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Other systems (a warehouse, an accounting package) are told what happens in the shop: each event is sent to their address, signed with the endpoint’s secret, and retried for a day until they answer."
        actions={
          !adding && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Add endpoint
            </Button>
          )
        }
      />
      <div className="grid gap-4">
        {adding && <WebhookForm onDone={() => setAdding(false)} />}
        {webhooks.isError ? (
          <p className="rounded-xl border border-line px-3 py-10 text-center text-muted">
            The webhooks could not be loaded.
          </p>
        ) : list?.length === 0 ? (
          <p className="rounded-xl border border-line px-3 py-10 text-center text-muted">
            No endpoints yet: add one to tell another system what happens.
          </p>
        ) : (
          <ul aria-label="Endpoints" className="grid gap-3" aria-busy={webhooks.isFetching || undefined}>
            {list?.map((w) => (
              <li key={w.webhookId} className="grid gap-2 rounded-xl border border-line bg-white/60 p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 font-medium break-all text-ink">{w.url}</span>
                  <WebhookState webhook={w} />
                </div>
                {w.description && <p className="text-muted">{w.description}</p>}
                <p className="font-mono text-xs break-words text-muted">{w.events.join(', ')}</p>
                {w.pausedReason === 'failing' && w.failingSince && (
                  <p className="text-xs font-medium text-ink">
                    Failing since {formatDateTime(w.failingSince)}; nothing is sent until it is started again.
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={shown === w.webhookId ? 'default' : 'outline'}
                    aria-expanded={shown === w.webhookId}
                    aria-label={`Deliveries to ${w.url}`}
                    onClick={() => setShown(shown === w.webhookId ? null : w.webhookId)}
                  >
                    Deliveries
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${w.active ? 'Pause' : 'Start again'} ${w.url}`}
                    disabled={setActive.isPending}
                    onClick={() =>
                      setActive.mutate(
                        { webhookId: w.webhookId, active: !w.active },
                        {
                          onSuccess: (saved) => toastDone(saved.active ? 'Endpoint started again' : 'Endpoint paused'),
                        },
                      )
                    }
                  >
                    {w.active ? 'Pause' : 'Start again'}
                  </Button>
                  <Button size="sm" variant="outline" aria-label={`Delete ${w.url}`} onClick={() => setRemoving(w)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {selected && <WebhookDeliveries webhook={selected} />}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this endpoint?"
        description={`${removing?.url ?? ''} will be told nothing more, and its deliveries are removed.`}
        confirmLabel="Delete endpoint"
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ webhookId: removing.webhookId });
          if (shown === removing.webhookId) setShown(null);
          toastDone('Endpoint deleted');
        }}
      />
    </>
  );
}
