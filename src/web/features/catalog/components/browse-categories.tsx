import { Link } from 'react-router';
import { useMenuList } from '@web/lib/store';
import { paths } from '@web/lib/paths';

/** Root categories from the menu the shell loaded: a way on from an empty or not-found state. */
export function BrowseCategories() {
  const menu = useMenuList();
  const categories = menu.flatMap((item) =>
    item.type === 'category' && item.externId ? [{ ...item, externId: item.externId }] : [],
  );
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Browse categories" className="flex flex-col items-center gap-3">
      <p className="text-sm">Or browse a category:</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.map((item) => (
          <li key={item.itemId}>
            <Link
              to={paths.category(item.externId)}
              className="inline-flex h-9 items-center rounded-full border border-line px-4 text-sm font-medium text-ink-soft transition-colors hover:border-ink hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
