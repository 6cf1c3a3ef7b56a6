import { MessageSquareIcon } from '@web/components/icons/message-square-icon';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { StarRating } from '@web/components/star-rating';
import { useReviews } from '../api/get-reviews';
import { cn } from '@web/lib/cn';
import { overallRating, reviewCountText } from '../lib/rating';
import { COMMENTS_HEADING_ID } from '../lib/show-comments';
import { ReviewCard } from './review-card';
import { SectionHeading } from './section-heading';

interface ProductReviewsProps {
  productId: string;
  ratingDisplay: number;
  reviewCount: number;
}

/** 'Latest Comments': the overall rating, then six reviews at a time. */
export function ProductReviews({ productId, ratingDisplay, reviewCount }: ProductReviewsProps) {
  const reviews = useReviews(productId);
  const rating = overallRating(ratingDisplay);
  // The overall rating is 5.0 by default; without reviews the stars stay empty and say why.
  const reviewed = reviewCount > 0;
  const list = reviews.data?.pages.flatMap((page) => page.list) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby={COMMENTS_HEADING_ID}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={COMMENTS_HEADING_ID}>Latest Comments</SectionHeading>
        <div className="flex items-center gap-3" data-testid="overall-rating">
          <StarRating value={reviewed ? rating.value : 0} decorative className="[&_svg]:size-5" />
          <p className="text-sm text-muted">
            <span className={cn('text-2xl font-semibold tabular-nums', reviewed ? 'text-ink' : 'text-muted')}>
              {rating.text}
            </span>{' '}
            out of 5 · {reviewed ? reviewCountText(reviewCount) : 'No reviews yet'}
          </p>
        </div>
      </div>

      <div className="mt-6">
        {reviews.isPending ? (
          <div aria-busy="true" aria-label="Loading comments" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-44 rounded-3xl" />
            ))}
          </div>
        ) : reviews.isError && list.length === 0 ? (
          <LoadError layout="inline" message="We couldn't load the comments." onRetry={() => void reviews.refetch()} />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-line px-6 py-12 text-center">
            <MessageSquareIcon aria-hidden="true" className="size-7 text-muted" />
            <p className="mt-3 font-medium text-ink">No comments yet</p>
          </div>
        ) : (
          <>
            <ul aria-label="Comments" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {list.map((review) => (
                <li key={review.reviewId}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            {reviews.hasNextPage && (
              <div className="mt-8 flex flex-col items-center gap-2">
                <Button
                  variant="outline"
                  onClick={() => void reviews.fetchNextPage()}
                  disabled={reviews.isFetchingNextPage}
                >
                  {reviews.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
                <p className="text-xs text-muted tabular-nums">
                  Showing {list.length} of {total}
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
