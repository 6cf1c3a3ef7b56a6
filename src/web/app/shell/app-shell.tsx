import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { LazyLoginDialog } from '@web/features/auth/components/lazy-login-dialog';
import { useNavItems } from '@web/features/navigation/api/get-nav-items';
import { HeaderSearchProvider } from '@web/lib/header-search';
import { useMenuList, useSessionStore } from '@web/lib/store';
import { useHidesFooter } from './footer-visibility';
import { NavigationProgress } from './navigation-progress';
import { ResumeAfterSignIn } from './resume-after-sign-in';
import { useScrollRestoration, useSettleRestoredScroll } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The page shell: header with menu, centred content (max 1280px, min 300px high), an
 * footer (not on category and search pages) and the login dialog.
 */
export function AppShell() {
  const navItems = useNavItems();
  const menu = useMenuList();
  const setMenuList = useSessionStore((state) => state.setMenuList);
  const hideFooter = useHidesFooter();
  const afterFirstRender = useAfterFirstRender();
  useScrollRestoration();
  useSettleRestoredScroll();

  useEffect(() => {
    if (navItems.data) setMenuList(navItems.data.navItems);
  }, [navItems.data, setMenuList]);

  return (
    <HeaderSearchProvider>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-ink px-4 py-2 text-sm text-canvas focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <div className="flex min-h-svh flex-col">
        <SiteHeader menu={menu} />
        <main id="main" tabIndex={-1} className="mx-auto min-h-[300px] w-full max-w-shop flex-1 outline-none">
          <Outlet />
        </main>
        {!hideFooter && afterFirstRender && <SiteFooter menu={menu} />}
      </div>
      <LazyLoginDialog />
      <ResumeAfterSignIn />
    </HeaderSearchProvider>
  );
}

/**
 * False for the shell's first render, true just after it. The footer waits for it: a hundred-odd
 * elements below the fold, rendered in a transition of their own, so the first page's render and
 * commit (what the shopper waits for, a long task on a phone) do not carry them.
 */
function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
