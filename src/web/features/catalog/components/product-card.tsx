import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@shared/schemas/home';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { BadgeList } from './badge-list';
import { paths } from '@web/lib/paths';

interface ProductCardProps {
  product: ProductCardData;
  /** Cards above the fold load their image eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** 2 where the page has no h2 above the grid (category, search), so no heading level is skipped. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The product card: cover, name, badges, price and optional struck original price. */
export function ProductCard({ product, eager = false, headingLevel = 3, className }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { name, coverPath, price, originalPrice, badge } = product;
  const onSale = originalPrice !== null && originalPrice > price;

  return (
    <Link
      to={paths.product(product.productId)}
      // Named by everything it shows (name, prices, badges), so what a voice user reads out matches
      // the link's name (WCAG 2.5.3); the cover's alt would only repeat the name.
      className={cn(
        'group relative block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
        className,
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-surface">
        <img
          src={coverPath}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className="mt-3 space-y-1 px-0.5">
        <Heading className="line-clamp-2 text-[15px] leading-snug font-medium text-ink group-hover:underline group-hover:underline-offset-4">
          {name}
        </Heading>
        <p className="flex flex-wrap items-baseline gap-x-2 text-[15px]">
          <span className={cn('font-semibold', onSale ? 'text-accent' : 'text-ink')}>{formatMoney(price)}</span>
          {originalPrice !== null && (
            <s className="text-sm text-muted">
              <span className="sr-only">Original price </span>
              {formatMoney(originalPrice)}
            </s>
          )}
        </p>
      </div>
      {/* Drawn over the cover, but last in the DOM: the link is read name first, then badges. */}
      <BadgeList badges={badge} size="sm" insideLink className="absolute top-3 left-3" />
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
