import { DEFAULT_RATING_DISPLAY, RATING_SCALE } from '@shared/constants';

/**
 * The overall rating is ratingDisplay (hundredths of a star) / 100 with one decimal,
 * 5.0 when the product has none.
 */
export function overallRating(ratingDisplay: number | null | undefined): { value: number; text: string } {
  const hundredths = ratingDisplay && ratingDisplay > 0 ? ratingDisplay : DEFAULT_RATING_DISPLAY;
  const value = hundredths / RATING_SCALE;
  return { value, text: value.toFixed(1) };
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}
