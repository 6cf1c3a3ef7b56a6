import { MessageSquareText } from 'lucide-react';
import type { Review } from '@shared/schemas/catalog';
import { StarRating } from '@web/components/star-rating';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/dates';

/** 'Check Review': the shopper's review of an item, read-only. */
export function ReviewViewDialog({ review, itemName }: { review: Review; itemName: string }) {
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
