import { formatMoney } from '@web/lib/money';
import { cn } from '@web/lib/cn';

interface ProductPriceProps {
  price: number;
  originalPrice: number | null;
  /** The selected add-ons' extra prices together, in cents. */
  addonsTotal: number;
  className?: string;
}

/**
 * The price: the current price, the original struck through when there is one, and what the
 * chosen add-ons add, with the resulting total so the shopper sees what one item will cost.
 */
export function ProductPrice({ price, originalPrice, addonsTotal, className }: ProductPriceProps) {
  const onSale = originalPrice !== null && originalPrice > price;
  return (
    <div className={cn('space-y-1.5', className)} data-testid="product-price">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={cn('text-3xl font-semibold tracking-tight tabular-nums', onSale ? 'text-accent' : 'text-ink')}>
          <span className="sr-only">Price </span>
          {formatMoney(price)}
        </span>
        {originalPrice !== null && (
          <s className="text-lg text-muted tabular-nums">
            <span className="sr-only">Original price </span>
            {formatMoney(originalPrice)}
          </s>
        )}
        {onSale && (
          <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent">
            Save {Math.round(((originalPrice - price) / originalPrice) * 100)}%
          </span>
        )}
      </p>
      {addonsTotal > 0 && (
        <p className="text-sm text-ink-soft tabular-nums" aria-live="polite">
          + {formatMoney(addonsTotal)} add-ons
          <span className="mx-2 text-line" aria-hidden="true">
            |
          </span>
          <span className="font-semibold text-ink">Total {formatMoney(price + addonsTotal)}</span>
        </p>
      )}
    </div>
  );
}
