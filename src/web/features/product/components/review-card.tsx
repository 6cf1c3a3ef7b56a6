import type { Review } from '@shared/schemas/catalog';
import { StarRating } from '@web/components/star-rating';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/dates';
import { initialOf } from '@web/lib/initials';
import { EnlargeButton, usePictureLightbox } from './picture-lightbox-button';

/** One review: stars, content, optional photo, screen name (marked when the shop wrote it) and date. */
export function ReviewCard({ review }: { review: Review }) {
  const name = review.user.screenName;
  const photo = review.photoPath ? { src: review.photoPath, alt: `Photo from ${name}` } : null;
  const { open, preload, lightbox } = usePictureLightbox(`Photo from ${name}`, photo ? [photo] : []);
  return (
    <article className="flex h-full flex-col rounded-3xl border border-line bg-white/60 p-5 md:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent"
        >
          {initialOf(name)}
        </span>
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-2 font-semibold text-ink">
            <span className="truncate">{name}</span>
            {/* The server marks an operator's review; a screen name can never claim it (docs/accounts.md). */}
            {review.byShop && (
              <>
                {' '}
                <Badge tone="success" className="shrink-0">
                  From the shop
                </Badge>
              </>
            )}
          </p>
          <p className="text-xs text-muted tabular-nums">
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
          </p>
        </div>
      </div>
      <StarRating value={review.rating} className="mt-4" />
      <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-ink-soft">{review.content}</p>
      {photo && (
        <EnlargeButton alt={photo.alt} onOpen={() => open(0)} onIntent={preload} className="mt-4 size-24 rounded-2xl">
          <img
            src={photo.src}
            alt={photo.alt}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-24 rounded-2xl bg-surface object-cover"
          />
        </EnlargeButton>
      )}
      {lightbox}
    </article>
  );
}
