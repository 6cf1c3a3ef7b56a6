import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Store } from 'lucide-react';
import { DEFAULT_SHOP_NAME } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { adminNav } from '../admin-routes';
import { adminPaths } from '../admin-paths';

/**
 * The console's frame: on a wide screen a column of links beside the page, on a phone one row of
 * links (scrolling sideways) above it, so the page itself keeps the whole width.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-svh bg-canvas text-ink lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded-full bg-ink px-4 py-2 text-sm text-canvas focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur lg:h-svh lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 pt-3 lg:block lg:px-5 lg:pt-6">
          <Link to={adminPaths.dashboard()} className="grid leading-tight">
            <span className="font-display text-lg font-semibold">{DEFAULT_SHOP_NAME}</span>
            <span className="text-xs tracking-wide text-muted uppercase">Operator console</span>
          </Link>
          <Link
            to={paths.home()}
            className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-ink lg:mt-4 lg:hidden"
          >
            <Store aria-hidden="true" className="size-4" />
            Shop
          </Link>
        </div>
        <nav aria-label="Console" className="overflow-x-auto px-2 py-2 lg:px-3 lg:py-5">
          <ul className="flex gap-1 lg:flex-col">
            {adminNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive ? 'bg-ink text-canvas' : 'text-ink-soft hover:bg-surface-strong',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          to={paths.home()}
          className="mx-5 hidden items-center gap-1.5 text-sm text-muted hover:text-ink lg:inline-flex"
        >
          <Store aria-hidden="true" className="size-4" />
          Back to the shop
        </Link>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none md:px-8 md:py-8">
        <div className="mx-auto max-w-shop">{children}</div>
      </main>
    </div>
  );
}
