import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Tag, Truck, X } from 'lucide-react';
import type { Estimate } from '@shared/schemas/cart';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { toastError } from '@web/lib/toast';
import { paths } from '@web/lib/paths';

export const INVALID_ITEMS_MESSAGE = 'Please remove invalid cart items first';

interface CartSummaryProps {
  /** Undefined until the first estimate arrives. */
  estimate: Estimate | undefined;
  /** The accepted discount code, '' when none. */
  appliedCode: string;
  /** A code is being checked with the server. */
  applying?: boolean;
  /** Why the last code was refused ('' when none): shown under the field, as well as toasted. */
  codeError?: string;
  /** Asks the server to price the cart with this code; a refusal is toasted by the API client. */
  onApplyCode(code: string): void;
  onRemoveCode(): void;
  /** The shopper changes the typed code (the refusal shown no longer describes it). */
  onEditCode?(): void;
  /** Checkout is blocked while any line is invalid. */
  hasInvalidItems: boolean;
}

/** The cart's side panel: delivery promise, discount code, totals and checkout. */
export function CartSummary({
  estimate,
  appliedCode,
  applying = false,
  codeError = '',
  onApplyCode,
  onRemoveCode,
  onEditCode,
  hasInvalidItems,
}: CartSummaryProps) {
  const navigate = useNavigate();
  const headingId = useId();

  function proceed() {
    if (hasInvalidItems) {
      toastError(INVALID_ITEMS_MESSAGE);
      return;
    }
    void navigate(paths.checkout(appliedCode));
  }

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-surface/70 p-5 md:p-7">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        Order summary
      </h2>

      <div className="mt-4 flex items-start gap-2.5 text-sm text-ink-soft">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        {estimate ? (
          <p>Your order will be delivered to your home within {deliveryDaysText(estimate.deliveryTime)}</p>
        ) : (
          <Skeleton className="h-4 w-56" />
        )}
      </div>

      <DiscountCodeForm
        appliedCode={appliedCode}
        applying={applying}
        error={codeError}
        onApplyCode={onApplyCode}
        onRemoveCode={onRemoveCode}
        onEdit={onEditCode}
      />

      <dl className="mt-6 space-y-3 border-t border-line pt-5 text-sm">
        <SummaryRow label="Items total" value={estimate && formatMoney(estimate.itemsTotal)} />
        {estimate && estimate.discount > 0 && (
          <SummaryRow
            label={estimate.couponCode ? `Discount (${estimate.couponCode})` : 'Discount'}
            value={`−${formatMoney(estimate.discount)}`}
            className="text-accent"
          />
        )}
        {/* The cheapest method to the default shipping address (or the shop's home country). */}
        <SummaryRow label="Estimated delivery costs" value={estimate && formatMoney(estimate.shippingAmount)} />
        {/* Prices without tax: the tax is added, so it has a line of its own. */}
        {estimate && !estimate.pricesIncludeTax && <SummaryRow label="Tax" value={formatMoney(estimate.taxAmount)} />}
        <SummaryRow
          label="Total incl. VAT"
          value={estimate && formatMoney(estimate.amount)}
          className="border-t border-line pt-4 text-base font-semibold text-ink"
        />
      </dl>

      <Button variant="accent" size="lg" className="mt-6 w-full" onClick={proceed}>
        Proceed to checkout
      </Button>
    </section>
  );
}

/** "5 days", "1 day": the delivery promise of the cart and of each shipping method. */
export function deliveryDaysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function SummaryRow({ label, value, className }: { label: string; value: string | undefined; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 text-ink-soft', className)}>
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums">{value ?? <Skeleton className="h-4 w-16" />}</dd>
    </div>
  );
}

interface DiscountCodeFormProps {
  appliedCode: string;
  applying: boolean;
  error: string;
  onApplyCode(code: string): void;
  onRemoveCode(): void;
  onEdit?(): void;
}

function DiscountCodeForm({ appliedCode, applying, error, onApplyCode, onRemoveCode, onEdit }: DiscountCodeFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState('');
  const code = draft.trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code) onApplyCode(code);
  }

  // Once the server accepts the typed code, the chip takes its place and the field empties.
  const [seenApplied, setSeenApplied] = useState(appliedCode);
  if (seenApplied !== appliedCode) {
    setSeenApplied(appliedCode);
    if (appliedCode) setDraft('');
  }

  return (
    <div className="mt-6">
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Discount code
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              onEdit?.();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            placeholder="Enter a code"
            className="bg-canvas"
          />
          <Button type="submit" variant="default" disabled={!code || applying} aria-busy={applying || undefined}>
            OK
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-xs leading-snug font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
      {appliedCode && (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-sm text-accent">
          <Tag aria-hidden="true" className="size-3.5" />
          <span>
            <span className="font-semibold">{appliedCode}</span> applied
          </span>
          <button
            type="button"
            onClick={onRemoveCode}
            aria-label={`Remove discount code ${appliedCode}`}
            className="grid size-6 cursor-pointer place-items-center rounded-full transition-colors hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-accent"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </p>
      )}
    </div>
  );
}
