import { useState } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { RATING_STEP } from '@shared/schemas/order';
import { PartialStar, STAR_COUNT, starFills } from '@web/components/star-rating';
import { cn } from '@web/lib/cn';

/** "0.5 stars" … "1 star" … "5 stars": each half step's accessible name. */
export const ratingName = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

interface RatingInputProps {
  value: number | null;
  onChange(value: number): void;
  labelledBy: string;
}

/**
 * Half-star rating as a radio group: each star is two radios, its left and right half.
 * Arrow keys move half a star at a time; hovering previews the rating under the pointer.
 */
export function RatingInput({ value, onChange, labelledBy }: RatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex items-center gap-3">
      <RadioGroup.Root
        aria-labelledby={labelledBy}
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        onMouseLeave={() => setHovered(null)}
        className="flex items-center gap-1 text-accent"
      >
        {starFills(shown).map((fill, index) => (
          <span key={index} className="relative inline-flex">
            <PartialStar fill={fill} className="[&_svg]:size-8" />
            {[index + RATING_STEP, index + 1].map((step, half) => (
              <RadioGroup.Item
                key={step}
                value={String(step)}
                aria-label={ratingName(step)}
                onMouseEnter={() => setHovered(step)}
                className={cn(
                  'absolute inset-y-0 w-1/2 cursor-pointer focus-visible:outline-2 focus-visible:outline-accent',
                  half === 0 ? 'left-0 rounded-l-md' : 'right-0 rounded-r-md',
                )}
              />
            ))}
          </span>
        ))}
      </RadioGroup.Root>
      <span aria-hidden="true" className="min-w-[4.5rem] text-sm text-muted tabular-nums">
        {shown > 0 ? `${shown} / ${STAR_COUNT}` : 'Not rated'}
      </span>
    </div>
  );
}
