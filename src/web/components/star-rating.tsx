import { StarIcon } from '@web/components/icons/star-icon';
import { cn } from '@web/lib/cn';

export const STAR_COUNT = 5;

/** Each star's fill, 0, 0.5 or 1: the rating rounded to the nearest half star. */
export function starFills(value: number): number[] {
  const halves = Math.round(Math.min(Math.max(value, 0), STAR_COUNT) * 2) / 2;
  return Array.from({ length: STAR_COUNT }, (_, index) => Math.min(Math.max(halves - index, 0), 1));
}

/** How the stars read aloud: "4.5 out of 5 stars". */
export function starLabel(value: number): string {
  const halves = Math.round(Math.min(Math.max(value, 0), STAR_COUNT) * 2) / 2;
  return `${halves} out of ${STAR_COUNT} stars`;
}

interface StarRatingProps {
  value: number;
  className?: string;
  /** Hide from assistive tech when the same rating is already written out next to the stars. */
  decorative?: boolean;
}

/** Five stars with half steps, announced as one image ("4.5 out of 5 stars"). */
export function StarRating({ value, className, decorative = false }: StarRatingProps) {
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : starLabel(value)}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex items-center gap-0.5 text-accent [&_svg]:size-4', className)}
    >
      {starFills(value).map((fill, index) => (
        <PartialStar key={index} fill={fill} />
      ))}
    </span>
  );
}

/** One star filled from the left by `fill` (0 … 1); also the face of the half-star rating input. */
export function PartialStar({ fill, className }: { fill: number; className?: string }) {
  return (
    <span className={cn('relative inline-flex', className)} data-fill={fill}>
      <StarIcon aria-hidden="true" className="text-line" fill="currentColor" strokeWidth={0} />
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <StarIcon aria-hidden="true" fill="currentColor" strokeWidth={0} />
        </span>
      )}
    </span>
  );
}
