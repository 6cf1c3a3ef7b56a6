import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QTY } from '@shared/constants';
import { cn } from '@web/lib/cn';

interface QuantityStepperProps {
  qty: number;
  /** Changes by one step; the page sends it to the server. */
  onChange(qty: number): void;
  /** An invalid line or a change still in flight. */
  disabled?: boolean;
  className?: string;
}

const stepButton =
  'grid size-9 cursor-pointer place-items-center rounded-full text-ink transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/** Plus or minus 1, within the API's 1–99 per line. */
export function QuantityStepper({ qty, onChange, disabled = false, className }: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label="Quantity"
      className={cn('inline-flex items-center gap-1 rounded-full border border-line bg-white/70 p-0.5', className)}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        className={stepButton}
        disabled={disabled || qty <= 1}
        onClick={() => onChange(qty - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span className="min-w-7 text-center text-sm font-semibold tabular-nums" data-testid="line-qty">
        {qty}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        className={stepButton}
        disabled={disabled || qty >= MAX_LINE_QTY}
        onClick={() => onChange(qty + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
