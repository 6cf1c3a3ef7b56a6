import { cva } from 'class-variance-authority';
import type { ProductCard } from '@shared/schemas/home';
import { cn } from '@web/lib/cn';

const badgeVariants = cva('rounded-full leading-none font-semibold tracking-wide uppercase', {
  variants: {
    size: {
      sm: 'px-2.5 py-1 text-[11px] shadow-sm', // on a product card's image
      md: 'px-3 py-1 text-xs', // on the product page
    },
  },
  defaultVariants: { size: 'md' },
});

/** A product's badges, each in its own colours. */
export function BadgeList({
  badges,
  size,
  insideLink = false,
  className,
}: {
  badges: ProductCard['badge'];
  size?: 'sm' | 'md';
  /**
   * The list is part of a link (a product card): it takes no name of its own, which would stand in
   * for the badges' words in the link's name.
   */
  insideLink?: boolean;
  className?: string;
}) {
  if (badges.length === 0) return null;
  return (
    <ul
      aria-label={insideLink ? undefined : 'Badges'}
      className={cn('flex flex-wrap', size === 'sm' ? 'gap-1.5' : 'gap-2', className)}
    >
      {badges.map((badge) => (
        <li
          key={badge.badgeId}
          className={badgeVariants({ size })}
          style={{ backgroundColor: badge.bgColor, color: badge.textColor }}
        >
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
