import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import type { CategoryContext } from '../lib/category-menu';
import { paths } from '@web/lib/paths';

interface CategoryShortcutsProps {
  context: CategoryContext;
  /** False until the menu has arrived: the row keeps its place, so the grid below does not move. */
  menuLoaded: boolean;
  categoryId: string;
  className?: string;
}

/** Chips for the root category ('All') and its sub-categories; the current one is marked. */
export function CategoryShortcuts({ context, menuLoaded, categoryId, className }: CategoryShortcutsProps) {
  // The chips' height (h-9 and the list's pb-1).
  if (!menuLoaded) return <div aria-hidden="true" className={cn('h-10', className)} />;
  if (context.children.length === 0) return null;
  const root = context.parent ?? { categoryId, name: '' };
  const chips = [{ categoryId: root.categoryId, name: 'All' }, ...context.children];
  return (
    <nav aria-label="Sub-categories" className={cn('-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0', className)}>
      <ul className="flex gap-2 pb-1">
        {chips.map((chip) => {
          const current = chip.categoryId === categoryId;
          return (
            <li key={chip.categoryId} className="shrink-0">
              <Link
                to={paths.category(chip.categoryId)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                  current
                    ? 'border-ink bg-ink text-canvas'
                    : 'border-line text-ink-soft hover:border-ink hover:text-ink',
                )}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
