import type { NavItem } from '@shared/schemas/home';

export interface CategoryLink {
  categoryId: string;
  name: string;
}

export interface CategoryContext {
  /** The root category, when the page shows one of its sub-categories. */
  parent: CategoryLink | null;
  /** The sub-categories to offer as shortcuts: the root's own, or the siblings of a sub-category. */
  children: CategoryLink[];
}

const linkOf = (categoryId: string, name: string): CategoryLink => ({ categoryId, name });

/**
 * Where a category sits in the menu the shell already loaded, for the breadcrumb and the
 * sub-category shortcuts. The API's category answer has no parent or children, so the menu is the
 * only source; a category that is not in the menu simply gets neither.
 */
export function categoryContext(menu: NavItem[], categoryId: string): CategoryContext {
  for (const item of menu) {
    if (item.type !== 'category' || !item.externId) continue;
    const children = item.subItems.flatMap((sub) => (sub.externId ? [linkOf(sub.externId, sub.name)] : []));
    if (item.externId === categoryId) return { parent: null, children };
    if (children.some((child) => child.categoryId === categoryId)) {
      return { parent: linkOf(item.externId, item.name), children };
    }
  }
  return { parent: null, children: [] };
}
