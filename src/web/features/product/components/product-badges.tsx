import type { InventoryCard } from '@shared/schemas/home';
import { cn } from '@web/lib/cn';

/** The product's badges in their own colours (SPEC §2). */
export function ProductBadges({ badges, className }: { badges: InventoryCard['badge']; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className={cn('flex flex-wrap gap-2', className)}>
      {badges.map((badge) => (
        <li
          key={badge.badgeId}
          className="rounded-full px-3 py-1 text-xs leading-none font-semibold tracking-wide uppercase"
          style={{ backgroundColor: badge.bgColor, color: badge.textColor }}
        >
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
