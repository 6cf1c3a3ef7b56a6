import { useId } from 'react';
import { Link } from 'react-router';
import type { InventoryCard } from '@shared/schemas/home';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { BadgeList } from './badge-list';
import { paths } from '@web/lib/paths';

interface ProductCardProps {
  inventory: InventoryCard;
  /** Cards above the fold load their image eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
}

/** SPEC §2 product card: cover, name, badges, price and optional struck original price. */
export function ProductCard({ inventory, eager = false, className }: ProductCardProps) {
  const nameId = useId();
  const priceId = useId();
  const { inventoryId, name, coverPath, price, originalPrice, badge } = inventory;
  const onSale = originalPrice !== null && originalPrice > price;

  return (
    <Link
      to={paths.product(inventoryId)}
      // Name and price only; the cover's alt repeats the name and would be read twice.
      aria-labelledby={`${nameId} ${priceId}`}
      className={cn(
        'group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
        className,
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-surface">
        <img
          src={coverPath}
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
        <BadgeList badges={badge} size="sm" className="absolute top-3 left-3" />
      </div>
      <div className="mt-3 space-y-1 px-0.5">
        <h3
          id={nameId}
          className="line-clamp-2 text-[15px] leading-snug font-medium text-ink group-hover:underline group-hover:underline-offset-4"
        >
          {name}
        </h3>
        <p id={priceId} className="flex flex-wrap items-baseline gap-x-2 text-[15px]">
          <span className={cn('font-semibold', onSale ? 'text-accent' : 'text-ink')}>{formatMoney(price)}</span>
          {originalPrice !== null && (
            <s className="text-sm text-muted">
              <span className="sr-only">Original price </span>
              {formatMoney(originalPrice)}
            </s>
          )}
        </p>
      </div>
    </Link>
  );
}

/** Loading stand-in with the card's exact footprint, so the grid does not jump. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={className} data-testid="product-card-skeleton">
      <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/3" />
    </div>
  );
}
