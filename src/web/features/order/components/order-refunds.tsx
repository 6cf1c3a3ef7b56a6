import { FileDown, LoaderCircle } from 'lucide-react';
import type { OrderDetail, OrderRefund } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { useDownloadCreditNote } from '../api/get-credit-note-pdf';

const REFUND_STATES: Record<OrderRefund['status'], string> = {
  requested: 'Awaiting a decision',
  pending: 'On its way',
  succeeded: 'Refunded',
  failed: 'Failed',
  rejected: 'Rejected',
};

/** Each refund of the order: when, how much, for which items, and its credit note once it went through. */
export function OrderRefunds({ detail }: { detail: OrderDetail }) {
  const download = useDownloadCreditNote();
  const refunds = detail.refunds.filter((r) => r.status !== 'requested' && r.status !== 'rejected');
  if (refunds.length === 0) return null;
  const names = new Map(detail.items.map((i) => [i.orderItemId, i.inventoryName]));
  return (
    <section aria-label="Refunds" className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-ink">
        Refunded {formatMoney(detail.refundedAmount)} of {formatMoney(detail.order.amount)}
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white/60 px-4 md:px-6">
        {refunds.map((r) => {
          const busy = download.isPending && download.variables.refundId === r.refundId;
          return (
            <li key={r.refundId} className="flex flex-col gap-2 py-3 text-sm md:flex-row md:items-center md:gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink tabular-nums">
                  {formatMoney(r.amount)} · {REFUND_STATES[r.status]}
                </p>
                <p className="text-muted">
                  {formatDateTime(r.createdAt)}
                  {r.items.length > 0 &&
                    ` · ${r.items.map((i) => `${i.qty} × ${names.get(i.orderItemId) ?? 'item'}`).join(', ')}`}
                </p>
              </div>
              {r.creditNoteNumber && (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start md:self-auto"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() =>
                    download.mutate({
                      orderUuid: detail.order.orderUuid,
                      refundId: r.refundId,
                      creditNoteNumber: r.creditNoteNumber!,
                    })
                  }
                >
                  {busy ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <FileDown aria-hidden="true" className="size-4" />
                  )}
                  Credit note {r.creditNoteNumber}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
