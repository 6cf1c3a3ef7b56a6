import { cn } from '@web/lib/cn';
import { groupThousands } from '@shared/money';

/** "28 products": announced politely, so a screen reader hears the result of a search or filter. */
export function ResultCount({
  total,
  loading,
  className,
}: {
  total: number | undefined;
  loading: boolean;
  className?: string;
}) {
  return (
    <p aria-live="polite" className={cn('text-sm text-muted tabular-nums', className)}>
      {loading || total === undefined ? '\u00a0' : total === 1 ? '1 product' : `${groupThousands(total)} products`}
    </p>
  );
}
