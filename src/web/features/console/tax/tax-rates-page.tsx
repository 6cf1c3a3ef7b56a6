import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { TaxRate } from '@shared/schemas/console-shipping';
import { Button } from '@web/components/ui/button';
import { LoadError } from '@web/components/load-error';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type Column } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { TAX_CLASS_LABELS } from '@shared/schemas/shipping';
import { regionText } from '../shipping/regions';
import { taxRatesQuery, useTaxRateRemoval } from './tax-api';
import { TaxRateDialog } from './tax-rate-dialog';

/** "8.25 %": a rate as the invoices print it. */
export const rateText = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 4 })} %`;

/** Tax rates by country and (in the United States) state, one per tax class where they differ. */
export function TaxRatesPage() {
  const rates = useQuery(taxRatesQuery);
  const removal = useTaxRateRemoval();
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);

  const columns: Column<TaxRate>[] = [
    { id: 'name', header: 'Name', cell: (r) => <span className="font-medium">{r.name}</span> },
    { id: 'region', header: 'Where', cell: (r) => regionText(r) },
    { id: 'taxClass', header: 'Tax class', cell: (r) => TAX_CLASS_LABELS[r.taxClass] },
    { id: 'rate', header: 'Rate', align: 'right', cell: (r) => rateText(r.rate) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (r) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(r)} aria-label={`Edit ${r.name}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Tax rates"
        description="The tax charged where an order is delivered: a state's rate where it has one, else its country's. A product's tax class picks the rate; a class without a rate carries no tax."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            New tax rate
          </Button>
        }
      />
      {rates.isError ? (
        <LoadError message="We couldn't load the tax rates." onRetry={() => void rates.refetch()} />
      ) : (
        <DataTable
          label="Tax rates"
          columns={columns}
          rows={rates.data?.list}
          rowKey={(r) => r.taxRateId}
          empty="No tax rate yet: orders carry no tax."
        />
      )}
      <TaxRateDialog rate={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="New orders to this place no longer carry this tax; orders already placed keep theirs."
        confirmLabel="Delete tax rate"
        destructive
        onConfirm={async () => {
          await removal.mutateAsync(deleting!.taxRateId);
          toastDone(`${deleting!.name} deleted`);
        }}
      />
    </>
  );
}
