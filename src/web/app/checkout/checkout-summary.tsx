import { useId } from 'react';
import { LoaderCircle, Lock } from 'lucide-react';
import type { Estimate } from '@shared/schemas/cart';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';

interface CheckoutSummaryProps {
  estimate: Estimate | undefined;
  /** Why the code brought from the cart was dropped ('' when it applies or there was none). */
  couponRefusal?: string;
  busy: boolean;
  /** Why the order cannot be placed as it stands (no delivery to the address): Confirm is off. */
  blocked?: string;
  /** Why the last Confirm was refused ('' when none): shown under the button and announced. */
  refusal?: string;
  /** The delivery to the chosen address is still being asked for: Confirm waits for its price. */
  pricing?: boolean;
  onConfirm(): void;
}

/**
 * Checkout totals (items, discount, the chosen delivery, the tax when it is added, total) and
 * Confirm, which is disabled while it works or while the order cannot be placed.
 */
export function CheckoutSummary({
  estimate,
  couponRefusal = '',
  busy,
  blocked,
  refusal = '',
  pricing = false,
  onConfirm,
}: CheckoutSummaryProps) {
  const headingId = useId();
  const blockedId = `${headingId}-blocked`;
  const refusalId = `${headingId}-refusal`;
  const describedBy = [blocked && blockedId, refusal && !busy && refusalId].filter(Boolean).join(' ');
  const code = estimate?.couponCode;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-surface/70 p-5 md:p-7">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        Order summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <Row label="Items total" value={estimate && formatMoney(estimate.itemsTotal)} />
        <Row
          label={code ? `Discount (${code})` : 'Discount'}
          value={estimate && (estimate.discount > 0 ? `−${formatMoney(estimate.discount)}` : formatMoney(0))}
          className={cn(estimate && estimate.discount > 0 && 'text-accent')}
          note={couponRefusal && `Not applied: ${couponRefusal}`}
        />
        <Row
          label="Delivery costs"
          value={estimate && (estimate.shippingMethodId === null ? '—' : formatMoney(estimate.shippingAmount))}
        />
        {/* Prices without tax: the tax is added, so it has a line of its own. */}
        {estimate && !estimate.pricesIncludeTax && <Row label="Tax" value={formatMoney(estimate.taxAmount)} />}
        <Row
          label="Total incl. VAT"
          value={estimate && formatMoney(estimate.amount)}
          className="border-t border-line pt-4 text-base font-semibold text-ink"
        />
      </dl>
      <Button
        variant="accent"
        size="lg"
        className="mt-6 w-full"
        onClick={onConfirm}
        disabled={busy || pricing || Boolean(blocked)}
        aria-busy={busy || undefined}
        aria-describedby={describedBy || undefined}
      >
        {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        Confirm
      </Button>
      {blocked && (
        <p id={blockedId} className="mt-3 text-center text-xs leading-snug font-medium text-red-700">
          {blocked}
        </p>
      )}
      {refusal && !busy && (
        <p id={refusalId} role="alert" className="mt-3 text-center text-sm leading-snug font-medium text-red-700">
          {refusal}
        </p>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden="true" className="size-3.5" />
        You pay on the next page, by card through Stripe.
      </p>
    </section>
  );
}

interface RowProps {
  label: string;
  value: string | undefined;
  className?: string;
  /** A line under the row, part of its definition (why a coupon did not apply). */
  note?: string;
}

function Row({ label, value, className, note }: RowProps) {
  return (
    <div className={cn('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-ink-soft', className)}>
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums">{value ?? <Skeleton className="h-4 w-16" />}</dd>
      {note && <dd className="basis-full text-xs leading-snug font-medium text-red-700">{note}</dd>}
    </div>
  );
}
