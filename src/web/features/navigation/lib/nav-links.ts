import type { NavItem, NavSubItem } from '@shared/schemas/home';
import { paths } from '@web/lib/paths';

/**
 * A root item of type 'category' opens /category/{externId}; any other item uses the
 * server's link value exactly as given. Null when the item has nowhere to go.
 */
export function navItemHref(item: Pick<NavItem, 'type' | 'externId' | 'link'>): string | null {
  if (item.type === 'category' && item.externId) return paths.category(item.externId);
  return item.link || null;
}

/** A sub-item with an externId opens its category; otherwise its link as given. */
export function navSubItemHref(item: Pick<NavSubItem, 'externId' | 'link'>): string | null {
  if (item.externId) return paths.category(item.externId);
  return item.link || null;
}
