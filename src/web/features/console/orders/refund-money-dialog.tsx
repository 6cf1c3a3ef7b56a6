import { useId, useState } from 'react';
import type { ConsoleOrderDetail } from '@shared/schemas/console';
import type { RefundPreview } from '@shared/schemas/console-refunds';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { formatMoney } from '@web/lib/money';
import { toastDone } from '../kit/toast-done';
import { shippedUnits, unitsToCancel } from './parcel-units';
import { previewRefund, useCancelItems, useCreateRefund } from './refunds-api';

export type MoneyAction = 'refund' | 'cancel';

interface RefundMoneyDialogProps {
  action: MoneyAction | null;
  onClose(): void;
  order: ConsoleOrderDetail;
}

/**
 * 'Refund' (units of lines at what they were paid, or an amount) and 'Cancel items' (units not
 * shipped yet, refunded and put back in stock). The amount is always previewed by the server
 * first — coupon shares and what is left are its to work out — and sent only once confirmed.
 */
export function RefundMoneyDialog({ action, onClose, order }: RefundMoneyDialogProps) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {action && <MoneyForm key={action} action={action} onClose={onClose} order={order} />}
      </DialogContent>
    </Dialog>
  );
}

/** Dollars as typed ("12.5", "$3") in cents; NaN when it is not an amount. */
function centsOf(text: string): number {
  const clean = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}

function MoneyForm({ action, onClose, order }: { action: MoneyAction; onClose(): void; order: ConsoleOrderDetail }) {
  const id = useId();
  const cancelling = action === 'cancel';
  const shipped = shippedUnits(order);
  const lines = order.items
    .map((item) => ({ item, left: cancelling ? unitsToCancel(item, shipped) : item.qty - item.refundedQty }))
    .filter(({ left }) => left > 0);
  const [by, setBy] = useState<'lines' | 'amount'>('lines');
  const [qty, setQty] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(cancelling);
  // The delivery is given back only when the operator says so, once per order (the server refuses a second time).
  const [withShipping, setWithShipping] = useState(false);
  const shippingPaid = order.order.shippingAmount;
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const create = useCreateRefund({
    mutationConfig: { onSuccess: (r) => toastDone(`${formatMoney(r.amount)} refunded`) },
  });
  const cancel = useCancelItems({
    mutationConfig: { onSuccess: (r) => toastDone(`Items cancelled, ${formatMoney(r.amount)} refunded`) },
  });

  const chosen = lines
    .map(({ item }) => ({ orderItemId: item.orderItemId, qty: Number(qty[item.orderItemId] || 0) }))
    .filter((l) => l.qty > 0);
  const body = () => {
    const common = { orderUuid: order.order.orderUuid, reason: reason.trim() };
    return by === 'amount' && !cancelling
      ? { ...common, amount: centsOf(amount) }
      : { ...common, lines: chosen, restock: cancelling || restock, ...(withShipping && { refundShipping: true }) };
  };
  const check = (): string | null => {
    if (by === 'lines' || cancelling) {
      if (chosen.length === 0) return 'Choose at least one unit';
      if (chosen.some((c) => !Number.isInteger(c.qty))) return 'Units must be whole numbers';
    } else {
      const cents = centsOf(amount);
      if (!Number.isFinite(cents) || cents < 1) return 'Enter an amount such as 12.50';
    }
    return reason.trim() === '' ? 'Reason must not be empty' : null;
  };

  const showPreview = async () => {
    const wrong = check();
    setProblem(wrong);
    if (wrong) return;
    setPreviewing(true);
    try {
      setPreview(await previewRefund(body()));
    } catch {
      // The API client's toast says why (nothing left, too many units…).
    } finally {
      setPreviewing(false);
    }
  };
  const confirm = async () => {
    try {
      const b = body();
      if (cancelling && 'lines' in b)
        await cancel.mutateAsync({ orderUuid: b.orderUuid, lines: b.lines, reason: b.reason });
      else await create.mutateAsync(b);
      onClose();
    } catch {
      setPreview(null); // e.g. another operator refunded meanwhile: look again
    }
  };
  const names = new Map(order.items.map((i) => [i.orderItemId, i.inventoryName]));

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (preview ? confirm() : showPreview());
      }}
    >
      <DialogHeader>
        <DialogTitle>{cancelling ? 'Cancel items' : 'Refund'}</DialogTitle>
        <DialogDescription>
          {cancelling
            ? 'Units not shipped yet are cancelled: what they were paid goes back to the card and they return to stock.'
            : `Paid ${formatMoney(order.order.amount)}, refunded ${formatMoney(order.refundedAmount)}: ${formatMoney(
                order.order.amount - order.refundedAmount,
              )} can still be refunded.`}
        </DialogDescription>
      </DialogHeader>
      {preview ? (
        <div className="grid gap-3 text-sm">
          <p className="text-base font-semibold">
            {formatMoney(preview.amount)} goes back to the card that paid order {order.order.orderId}.
          </p>
          {preview.items.length > 0 && (
            <ul className="divide-y divide-line rounded-xl border border-line px-3">
              {preview.items.map((i) => (
                <li key={i.orderItemId} className="flex justify-between gap-3 py-2">
                  <span>
                    {i.qty} × {names.get(i.orderItemId)}
                  </span>
                  <span className="tabular-nums">{formatMoney(i.amount)}</span>
                </li>
              ))}
            </ul>
          )}
          {preview.shippingAmount > 0 && (
            <p className="flex justify-between gap-3">
              <span>Shipping</span>
              <span className="tabular-nums">{formatMoney(preview.shippingAmount)}</span>
            </p>
          )}
          {preview.taxAmount > 0 && (
            <p className="flex justify-between gap-3 text-muted">
              <span>Of which tax</span>
              <span className="tabular-nums">{formatMoney(preview.taxAmount)}</span>
            </p>
          )}
          <p className="text-muted">
            Left to refund afterwards: {formatMoney(preview.leftAmount - preview.amount)}. This cannot be undone.
          </p>
        </div>
      ) : (
        <div className="grid gap-4">
          {!cancelling && (
            <div role="radiogroup" aria-label="Refund by" className="flex gap-4 text-sm">
              {(['lines', 'amount'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-by`}
                    checked={by === option}
                    onChange={() => setBy(option)}
                    className="accent-ink"
                  />
                  {option === 'lines' ? 'Items' : 'An amount'}
                </label>
              ))}
            </div>
          )}
          {by === 'lines' || cancelling ? (
            lines.length === 0 ? (
              <p className="text-sm text-muted">
                {cancelling ? 'Every unit has shipped or was refunded.' : 'Every unit was refunded.'}
              </p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {lines.map(({ item, left }) => (
                  <li key={item.orderItemId} className="flex items-center gap-3 py-2">
                    <label htmlFor={`${id}-${item.orderItemId}`} className="min-w-0 flex-1">
                      <span className="font-medium">{item.inventoryName}</span>
                      <span className="block text-xs text-muted">
                        {left} of {item.qty} left · {formatMoney(item.unitPrice)} each
                      </span>
                    </label>
                    <Input
                      id={`${id}-${item.orderItemId}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={left}
                      placeholder="0"
                      className="w-20"
                      value={qty[item.orderItemId] ?? ''}
                      onChange={(e) => setQty({ ...qty, [item.orderItemId]: e.target.value })}
                    />
                  </li>
                ))}
              </ul>
            )
          ) : (
            <label className="grid gap-1.5 text-sm">
              <span className="font-medium">Amount ($)</span>
              <Input
                inputMode="decimal"
                placeholder="0.00"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
          )}
          {by === 'lines' && !cancelling && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={restock}
                onChange={(e) => setRestock(e.target.checked)}
              />
              Put the refunded units back in stock
            </label>
          )}
          {by === 'lines' && !cancelling && shippingPaid > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={withShipping}
                onChange={(e) => setWithShipping(e.target.checked)}
              />
              Refund the shipping too ({formatMoney(shippingPaid)})
            </label>
          )}
          <label className="grid gap-1.5 text-sm">
            <span className="font-medium">Reason</span>
            <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            <span className="text-xs text-muted">The customer sees it with the refund</span>
          </label>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
      <DialogFooter>
        {preview ? (
          <>
            <Button type="button" variant="outline" onClick={() => setPreview(null)}>
              Back
            </Button>
            <SubmitButton variant="accent" pending={create.isPending || cancel.isPending}>
              {cancelling ? 'Cancel and refund' : 'Refund'} {formatMoney(preview.amount)}
            </SubmitButton>
          </>
        ) : (
          <>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Close
              </Button>
            </DialogClose>
            <SubmitButton pending={previewing}>Preview</SubmitButton>
          </>
        )}
      </DialogFooter>
    </form>
  );
}
