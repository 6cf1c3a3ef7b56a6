import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { ConsoleCoupon } from '@shared/schemas/console-coupons';
import { Button } from '@web/components/ui/button';
import { formatMoney } from '@web/lib/money';
import { ConfirmDialog } from '../kit/confirm-dialog';
import type { Column } from '../kit/data-table';
import type { FilterDefinition } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { useTableParams } from '../kit/use-table-params';
import { useCouponList, useCouponWrite } from './coupon-api';
import { CouponDialog } from './coupon-dialog';

const filters: FilterDefinition<'status'>[] = [
  {
    name: 'status',
    label: 'Status',
    anyLabel: 'Active or disabled',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
];

export const couponValueText = (c: Pick<ConsoleCoupon, 'kind' | 'value'>) =>
  c.kind === 'percent' ? `${c.value} % off` : `${formatMoney(c.value)} off`;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '…');

/** Coupons: made, changed and switched off here; each with its uses so far. */
export function CouponListPage() {
  const table = useTableParams({ defaultSort: 'createdAt', filters: ['status'] as const });
  const coupons = useCouponList(table.query);
  const write = useCouponWrite();
  const [editing, setEditing] = useState<ConsoleCoupon | 'new' | null>(null);
  const [disabling, setDisabling] = useState<ConsoleCoupon | null>(null);

  const columns: Column<ConsoleCoupon>[] = [
    {
      id: 'code',
      header: 'Code',
      sortable: true,
      cell: (c) => <span className="font-mono font-medium">{c.code}</span>,
    },
    { id: 'value', header: 'Discount', cell: couponValueText },
    {
      id: 'minSpend',
      header: 'Minimum',
      wide: true,
      align: 'right',
      cell: (c) => (c.minSpend ? formatMoney(c.minSpend) : '—'),
    },
    {
      id: 'window',
      header: 'Valid',
      wide: true,
      cell: (c) => (c.startsAt || c.endsAt ? `${day(c.startsAt)} – ${day(c.endsAt)}` : 'Always'),
    },
    {
      id: 'uses',
      header: 'Uses',
      sortable: true,
      align: 'right',
      cell: (c) => `${c.uses}${c.maxUses !== null ? ` / ${c.maxUses}` : ''}`,
    },
    { id: 'status', header: 'Status', cell: (c) => <StatusBadge value={c.isActive ? 'active' : 'inactive'} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (c) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
            Edit
          </Button>
          {c.isActive && (
            <Button variant="ghost" size="sm" onClick={() => setDisabling(c)} aria-label={`Disable ${c.code}`}>
              Disable
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Codes shoppers type at checkout: a percentage or an amount off, with a minimum spend, dates and limits."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            New coupon
          </Button>
        }
      />
      <ServerTable
        label="Coupons"
        columns={columns}
        rowKey={(c) => c.couponId}
        table={table}
        result={coupons}
        empty="No coupon matches."
        searchLabel="Code"
        filters={filters}
      />
      <CouponDialog coupon={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={`Disable ${disabling?.code ?? ''}?`}
        description="Shoppers can no longer use it; orders that already did keep their discount. You can switch it on again by editing it."
        confirmLabel="Disable coupon"
        destructive
        onConfirm={async () => {
          const coupon = await write.mutateAsync({ couponId: disabling!.couponId, disable: true });
          toastDone(`${coupon.code} disabled`);
        }}
      />
    </>
  );
}
