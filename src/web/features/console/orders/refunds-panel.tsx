import { useMutation } from '@tanstack/react-query';
import { getCreditNotePdf } from '@shared/contract/order';
import type { ConsoleOrderDetail } from '@shared/schemas/console';
import type { OrderRefund } from '@shared/schemas/order';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { saveBlob } from '@web/lib/save-file';
import { Panel } from '../kit/panel';
import type { MoneyAction } from './refund-money-dialog';
import { shippedUnits, unitsToCancel } from './parcel-units';

const STATES: Record<OrderRefund['status'], { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'waiting' },
  pending: { label: 'At the provider', tone: 'waiting' },
  succeeded: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Failed', tone: 'problem' },
  rejected: { label: 'Rejected', tone: 'muted' },
};

/** What was paid, refunded and left; every refund with its lines and credit note; the refund and cancel actions. */
export function RefundsPanel({
  order,
  onAction,
  canRefund,
}: {
  order: ConsoleOrderDetail;
  onAction(action: MoneyAction): void;
  /** The member's role may refund (refunds:write): without it, no refund or cancel button. */
  canRefund: boolean;
}) {
  const o = order.order;
  const left = o.amount - order.refundedAmount;
  const shipped = shippedUnits(order);
  const cancellable = order.items.some((i) => unitsToCancel(i, shipped) > 0);
  const names = new Map(order.items.map((i) => [i.orderItemId, i.inventoryName]));
  const download = useMutation({
    mutationFn: async (r: OrderRefund) => {
      const pdf = await api.call(getCreditNotePdf, { params: { orderUuid: o.orderUuid, refundId: r.refundId } });
      saveBlob(pdf, `${r.creditNoteNumber}.pdf`);
    },
  });
  const refunds = order.refunds.filter((r) => r.status !== 'requested' && r.status !== 'rejected');
  return (
    <Panel
      title="Refunds"
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          {canRefund && cancellable && left > 0 && (
            <Button variant="outline" size="sm" onClick={() => onAction('cancel')}>
              Cancel items
            </Button>
          )}
          {canRefund && left > 0 && (
            <Button variant="outline" size="sm" onClick={() => onAction('refund')}>
              Refund
            </Button>
          )}
        </div>
      }
    >
      <dl className="mb-3 grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['Paid', o.amount],
            ['Refunded', order.refundedAmount],
            ['Left', left],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      {refunds.length === 0 ? (
        <p className="text-sm text-muted">No refunds yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {refunds.map((r) => (
            <li key={r.refundId} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium tabular-nums">
                  {formatMoney(r.amount)} <span className="font-normal text-muted">· {r.reason}</span>
                </p>
                <p className="text-xs text-muted">
                  {formatDateTime(r.createdAt)}
                  {r.items.length > 0 &&
                    ` · ${r.items.map((i) => `${i.qty} × ${names.get(i.orderItemId) ?? 'item'}`).join(', ')}`}
                </p>
              </div>
              <Badge tone={STATES[r.status].tone}>{STATES[r.status].label}</Badge>
              {r.creditNoteNumber && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={download.isPending}
                  onClick={() => download.mutate(r)}
                  aria-label={`Download credit note ${r.creditNoteNumber}`}
                >
                  {r.creditNoteNumber}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
