import type { NavItem } from '@shared/schemas/home';
import { SmartLink } from '@web/components/ui/smart-link';
import { cn } from '@web/lib/cn';
import { navItemHref, navSubItemHref } from '../lib/nav-links';

// The footer is a fixed 256px on wide screens, so long sub-lists are cut; the column
// heading still links to the whole category.
const MAX_FOOTER_SUB_ITEMS = 5;

/** The menu repeated in the footer: one column per root item with its sub-items. */
export function FooterNav({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <nav
      aria-label="Footer"
      className={cn(
        'grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr',
        className,
      )}
    >
      {items.map((item) => {
        const href = navItemHref(item);
        return (
          <div key={item.itemId} className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.14em] text-ink uppercase">
              {href ? (
                <SmartLink href={href} className="hover:text-accent">
                  {item.name}
                </SmartLink>
              ) : (
                item.name
              )}
            </p>
            {item.subItems.length > 0 && (
              <ul className="mt-3 space-y-1.5">
                {item.subItems.slice(0, MAX_FOOTER_SUB_ITEMS).map((sub) => {
                  const subHref = navSubItemHref(sub);
                  return (
                    <li key={sub.itemId} className="truncate text-sm text-muted" title={sub.name}>
                      {subHref ? (
                        <SmartLink href={subHref} className="transition-colors hover:text-ink">
                          {sub.name}
                        </SmartLink>
                      ) : (
                        sub.name
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}
