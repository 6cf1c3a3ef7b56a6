import { CircleAlert, PackageX } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { stockText } from '../lib/stock';

/** 'Only N left' at 5 or fewer, 'Out of stock' at 0; nothing otherwise. */
export function StockNote({ stock, className }: { stock: number; className?: string }) {
  const text = stockText(stock);
  if (!text) return null;
  const soldOut = stock <= 0;
  const Icon = soldOut ? PackageX : CircleAlert;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold',
        soldOut ? 'text-ink-soft' : 'text-accent',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}
