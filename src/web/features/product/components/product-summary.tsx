import { CheckIcon } from '@web/components/icons/check-icon';
import { TruckIcon } from '@web/components/icons/truck-icon';
import type { Product } from '@shared/schemas/catalog';
import { StarRating } from '@web/components/star-rating';
import { BadgeList } from '@web/features/catalog';
import { cn } from '@web/lib/cn';
import { overallRating, reviewCountText } from '../lib/rating';
import { showComments } from '../lib/show-comments';

/** Badges, name and rating: the top of the product's info column. */
export function ProductHeading({ product, className }: { product: Product; className?: string }) {
  const rating = overallRating(product.ratingDisplay);
  // The default 5.0 is nobody's opinion: without reviews the stars stay empty and say so.
  const reviewed = product.reviewCount > 0;
  return (
    <div className={className}>
      <BadgeList badges={product.badge} className="mb-4" />
      <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-ink md:text-4xl">
        {product.name}
      </h1>
      <button
        type="button"
        onClick={showComments}
        className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-md text-sm text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <StarRating value={reviewed ? rating.value : 0} decorative />
        <span className="tabular-nums">
          {reviewed ? `${rating.text} out of 5 · ${reviewCountText(product.reviewCount)}` : 'No reviews yet'}
        </span>
      </button>
    </div>
  );
}

/** The feature list and the delivery promise. */
export function ProductFacts({ product, className }: { product: Product; className?: string }) {
  return (
    <div className={cn('space-y-5', className)}>
      {product.features.length > 0 && (
        <ul aria-label="Features" className="space-y-2.5">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-[15px] text-ink-soft">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {product.deliveryTime > 0 && (
        <p className="flex items-center gap-3 rounded-2xl bg-surface px-4 py-3 text-sm text-ink-soft">
          <TruckIcon aria-hidden="true" className="size-5 shrink-0 text-muted" />
          Delivered to your home within {product.deliveryTime} {product.deliveryTime === 1 ? 'day' : 'days'}
        </p>
      )}
    </div>
  );
}
