import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { ApiKeyView } from '@shared/schemas/api-keys';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type Column } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { useApiKeys, useRevokeApiKey } from './api-keys-api';
import { CreateKeyDialog } from './create-key-dialog';
import { scopeLabel } from './scope-labels';

/**
 * Integrations: the API keys other systems (a warehouse, the accounting) call the console's API
 * with. A key is made here with a name and scopes, its secret shown once; revoking stops it on
 * its next call. Revoked keys stay listed, as the order timelines and the audit still name them.
 */
export function IntegrationsPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  const columns: Column<ApiKeyView>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (k) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{k.name}</span>
          <span className="font-mono text-xs break-all text-muted">{k.prefix}…</span>
        </span>
      ),
    },
    {
      id: 'scopes',
      header: 'Scopes',
      cell: (k) => (
        <ul className="flex max-w-72 flex-wrap gap-1" aria-label={`Scopes of ${k.name}`}>
          {k.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="muted" title={scope}>
                {scopeLabel(scope)}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'createdBy', header: 'Created by', cell: (k) => <span className="break-all">{k.createdBy ?? '—'}</span> },
    {
      id: 'lastUsedAt',
      header: 'Last used',
      cell: (k) => (k.lastUsedAt ? <time dateTime={k.lastUsedAt}>{formatDateTime(k.lastUsedAt)}</time> : 'Never'),
    },
    {
      id: 'action',
      header: 'Action',
      align: 'right',
      cell: (k) =>
        k.revokedAt ? (
          <span className="text-xs text-muted">
            Revoked <time dateTime={k.revokedAt}>{formatDateTime(k.revokedAt)}</time>
          </span>
        ) : (
          <Button size="sm" variant="outline" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Integrations"
        description="API keys let other systems — a warehouse, the accounting — call the console's API. Each key opens only the scopes given to it; every change it makes is recorded under its name."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            New API key
          </Button>
        }
      />
      <h2 className="mb-3 font-display text-xl text-ink">API keys</h2>
      {keys.isError ? (
        <p className="rounded-xl border border-line px-3 py-10 text-center text-muted">
          The API keys could not be loaded.
        </p>
      ) : (
        <DataTable
          label="API keys"
          columns={columns}
          rows={keys.data?.apiKeys}
          rowKey={(k) => k.apiKeyId}
          empty="No API keys yet."
          loading={keys.isFetching}
        />
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? ''}?`}
        description="Its next call is refused, and this cannot be undone: the system using it needs a new key."
        confirmLabel="Revoke key"
        destructive
        onConfirm={async () => {
          await revoke.mutateAsync(revoking!.apiKeyId);
          toastDone(`${revoking!.name} revoked`);
        }}
      />
    </>
  );
}
