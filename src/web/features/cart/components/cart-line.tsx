import { useId } from 'react';
import { Link } from 'react-router';
import { CircleAlert, Trash2 } from 'lucide-react';
import type { CartItem } from '@shared/schemas/cart';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { QuantityStepper } from './quantity-stepper';
import { paths } from '@web/lib/paths';

interface CartLineProps {
  item: CartItem;
  /** A change for this line is running: its controls wait for the server. */
  busy?: boolean;
  onChangeQty(qty: number): void;
  onRemove(): void;
}

/** The chosen add-ons with their kind, since names alone ('M', 'Express') read ambiguously. */
export function addonSummary(item: CartItem): string[] {
  const chosen: [string, CartItem['colorAddon']][] = [
    ['Color', item.colorAddon],
    ['Size', item.sizeAddon],
    ['Shipping', item.shipAddon],
    ['Accessory', item.accessoryAddon],
  ];
  return chosen.flatMap(([kind, addon]) => (addon ? [`${kind}: ${addon.name}`] : []));
}

/**
 * One cart line: cover, name linking to the product, add-ons, unit price, quantity
 * stepper, line total and remove. An invalid line stays visible but dimmed, with its stepper
 * disabled; it can still be removed.
 */
export function CartLine({ item, busy = false, onChangeQty, onRemove }: CartLineProps) {
  const nameId = useId();
  const productHref = paths.product(item.productId);
  const addons = addonSummary(item);

  return (
    <article
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
      data-invalid={!item.isValid || undefined}
      className="flex gap-4 py-5 md:gap-6"
    >
      <Link
        to={productHref}
        // The name link next to it says the same; one tab stop per product is enough.
        tabIndex={-1}
        aria-hidden="true"
        className={cn(
          'block size-20 shrink-0 overflow-hidden rounded-xl bg-surface md:size-28',
          !item.isValid && 'opacity-50 grayscale',
        )}
      >
        <img src={item.coverPath} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:items-start md:gap-6">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className={cn('space-y-1', !item.isValid && 'opacity-60')}>
            <h2 id={nameId} className="text-[15px] leading-snug font-medium md:text-base">
              <Link
                to={productHref}
                className="hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent"
              >
                {item.name}
              </Link>
            </h2>
            {addons.length > 0 && (
              <ul aria-label="Add-ons" className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted">
                {addons.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
            <p className="text-sm text-muted">
              <span className="sr-only">Unit price </span>
              {formatMoney(item.unitPrice)} <span aria-hidden="true">each</span>
            </p>
          </div>
          {!item.isValid && <InvalidLineNote />}
        </div>

        <div className="flex items-center justify-between gap-4 md:justify-end md:gap-8">
          <QuantityStepper
            qty={item.qty}
            onChange={onChangeQty}
            disabled={busy || !item.isValid}
            className={cn(!item.isValid && 'opacity-60')}
          />
          <p
            className={cn('min-w-20 text-right font-semibold tabular-nums', !item.isValid && 'text-muted line-through')}
          >
            <span className="sr-only">Line total </span>
            {formatMoney(item.totalPrice)}
          </p>
        </div>
      </div>

      <div className="flex flex-col items-end justify-between">
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-full px-2 py-1.5 text-sm text-muted transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="max-md:sr-only">Remove</span>
        </button>
      </div>
    </article>
  );
}

/** Shown on a line whose product or add-on is no longer sold. */
export function InvalidLineNote() {
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-accent">
      <CircleAlert aria-hidden="true" className="size-4" />
      No longer available
    </p>
  );
}
