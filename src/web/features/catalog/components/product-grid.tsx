import type { ProductCard as ProductCardData } from '@shared/schemas/home';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface ProductGridProps {
  items: ProductCardData[] | undefined;
  /** Show placeholder cards instead of items. */
  loading?: boolean;
  skeletonCount?: number;
  /** How many leading cards load their images eagerly (those likely above the fold). */
  eagerCount?: number;
  /** The cards' heading level (ProductCard). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** Product cards in 2 columns on phones, 3 on tablets, 4 on desktop. */
export function ProductGrid({
  items,
  loading = false,
  skeletonCount = DEFAULT_PAGE_SIZE,
  eagerCount = 0,
  headingLevel,
  className,
}: ProductGridProps) {
  return (
    <div
      aria-busy={loading || undefined}
      className={cn('grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:gap-x-6 md:gap-y-10 lg:grid-cols-4', className)}
    >
      {loading
        ? Array.from({ length: skeletonCount }, (_, index) => <ProductCardSkeleton key={index} />)
        : items?.map((item, index) => (
            <ProductCard key={item.productId} product={item} eager={index < eagerCount} headingLevel={headingLevel} />
          ))}
    </div>
  );
}
