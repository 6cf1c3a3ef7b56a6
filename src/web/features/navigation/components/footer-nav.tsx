import type { NavItem } from '@shared/schemas/home';
import { SmartLink } from '@web/components/ui/smart-link';
import { navItemHref, navSubItemHref } from '../lib/nav-links';

// The footer is a fixed 256px on wide screens (SPEC §2), so long sub-lists are cut; the column
// heading still links to the whole category.
const MAX_FOOTER_SUB_ITEMS = 5;

/** The menu repeated in the footer: one column per root item with its sub-items. */
export function FooterNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 md:flex md:gap-x-12">
      {items.map((item) => {
        const href = navItemHref(item);
        return (
          <div key={item.itemId} className="min-w-0 md:max-w-48">
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
                    <li key={sub.itemId} className="truncate text-sm text-muted">
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
