import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, Store } from 'lucide-react';
import { useShopBrand } from '@web/lib/shop-brand';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { consoleNav } from '../console-nav';
import { consolePaths } from '../console-paths';
import { useScopes } from '../kit/scopes';

/**
 * The console's frame: on a wide screen a column of links beside the page; on a phone a bar with
 * the console's name, the page's section and a Menu button that opens the links in a drawer from
 * the left, so the page keeps the whole width and every link is one tap away (a sideways-scrolling
 * row hid most of the fourteen).
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const shopName = useShopBrand().name;
  const { pathname } = useLocation();
  const { can } = useScopes();
  const current = [...consoleNav.filter((item) => can(item.scope))]
    .reverse()
    .find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));
  return (
    <div className="min-h-svh bg-canvas text-ink lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded-full bg-ink px-4 py-2 text-sm text-canvas focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Phone and tablet: a bar; the links are in the drawer. */}
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-line bg-surface/95 px-3 py-2 backdrop-blur lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Console menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu />
        </Button>
        <Link to={consolePaths.dashboard()} className="grid min-w-0 leading-tight">
          <span className="truncate font-display text-base font-semibold">{shopName}</span>
          <span className="text-xs tracking-wide text-muted uppercase">Operator console</span>
        </Link>
        {current && <span className="ml-auto truncate text-sm font-medium text-ink-soft">{current.label}</span>}
      </header>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        {/* Opaque from its first frame: it slides in from the left instead of fading in as a dialog. */}
        <DialogContent className="top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 content-start gap-3 rounded-none rounded-r-2xl bg-canvas p-4 data-[state=open]:animate-[drawer-in_200ms_ease-out] lg:hidden">
          <DialogTitle className="text-xl">Console</DialogTitle>
          <DialogDescription className="sr-only">The console's pages</DialogDescription>
          <ConsoleLinks onNavigate={() => setMenuOpen(false)} />
        </DialogContent>
      </Dialog>
      {/* Wide screens: a column of links beside the page. */}
      {/* The column's background runs the page's whole length; its links stay in view. */}
      <aside className="z-30 hidden w-56 shrink-0 border-r border-line bg-surface lg:block">
        <div className="sticky top-0 max-h-svh overflow-y-auto">
          <div className="px-5 pt-6">
            <Link to={consolePaths.dashboard()} className="grid leading-tight">
              <span className="font-display text-lg font-semibold">{shopName}</span>
              <span className="text-xs tracking-wide text-muted uppercase">Operator console</span>
            </Link>
          </div>
          <div className="px-3 py-5">
            <ConsoleLinks />
          </div>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none md:px-8 md:py-8">
        <div className="mx-auto max-w-shop">{children}</div>
      </main>
    </div>
  );
}

/** The links of the pages the member's role opens, and no others. */
function ConsoleLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { can } = useScopes();
  return (
    <nav aria-label="Console" className="grid gap-3">
      <ul className="grid gap-1">
        {consoleNav
          .filter((item) => can(item.scope))
          .map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
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
      <Link
        to={paths.home()}
        onClick={onNavigate}
        className="mx-2 inline-flex items-center gap-1.5 text-sm text-muted hover:text-ink"
      >
        <Store aria-hidden="true" className="size-4" />
        Back to the shop
      </Link>
    </nav>
  );
}
