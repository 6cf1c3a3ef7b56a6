import { MessageSquareText } from 'lucide-react';
import type { OrderReview } from '@shared/schemas/order';
import { StarRating } from '@web/components/star-rating';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/dates';

/** What the author of a review held for the shop's approval is told. */
export const AWAITING_APPROVAL = 'Thanks! Your review will appear once it has been approved.';

/** 'Check Review': the shopper's review of an item, read-only, and whether it waits for approval. */
export function ReviewViewDialog({ review, itemName }: { review: OrderReview; itemName: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MessageSquareText aria-hidden="true" className="size-4" />
          Check Review
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Your review</DialogTitle>
          <p className="text-sm text-muted">{itemName}</p>
        </DialogHeader>
        <article aria-label="Your review" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StarRating value={review.rating} className="[&_svg]:size-5" />
            <p className="text-xs text-muted tabular-nums">
              <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
            </p>
          </div>
          {review.awaitingApproval && (
            <p className="rounded-xl bg-surface px-3 py-2 text-sm text-ink-soft">{AWAITING_APPROVAL}</p>
          )}
          <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-ink-soft">{review.content}</p>
          {review.photoPath && (
            <img
              src={review.photoPath}
              alt="Your photo"
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
              className="size-30 rounded-xl bg-surface object-cover"
            />
          )}
        </article>
      </DialogContent>
    </Dialog>
  );
}
