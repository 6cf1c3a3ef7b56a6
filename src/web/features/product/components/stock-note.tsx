import { CheckIcon } from '@web/components/icons/check-icon';
import { CircleAlertIcon } from '@web/components/icons/circle-alert-icon';
import { PackageXIcon } from '@web/components/icons/package-x-icon';
import type { Product } from '@shared/schemas/catalog';
import { cn } from '@web/lib/cn';
import { stockText } from '../lib/stock';

const ICONS = { in_stock: CheckIcon, low: CircleAlertIcon, sold_out: PackageXIcon } as const;
const TONES = { in_stock: 'text-ink-soft', low: 'text-accent', sold_out: 'text-ink-soft' } as const;

/** 'In stock', 'Only N left' when few are left, or 'Out of stock'. */
export function StockNote({
  product,
  className,
}: {
  product: Pick<Product, 'stock' | 'stockState'>;
  className?: string;
}) {
  const Icon = ICONS[product.stockState];
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', TONES[product.stockState], className)}>
      <Icon aria-hidden="true" className="size-4" />
      {stockText(product)}
    </p>
  );
}
