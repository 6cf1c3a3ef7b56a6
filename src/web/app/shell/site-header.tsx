import { useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '@shared/schemas/home';
import { WIDE_MEDIA_QUERY } from '@shared/constants';
import { DesktopNavMenu } from '@web/features/navigation/components/desktop-nav-menu';
import { MobileNavDrawer } from '@web/features/navigation/components/mobile-nav-drawer';
import { useMediaQuery } from '@web/lib/use-media-query';
import { AccountLink, CartLink } from './account-links';
import { HeaderSearchBox } from './header-search-box';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';
import { SearchDrawer } from './search-drawer';

/** Top bar: logo, search and the cart, notifications and account icons; then the menu. */
export function SiteHeader({ menu }: { menu: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const { pathname } = useLocation();

  // Drawers belong to the narrow layout and to the page they were opened on.
  const [drawerContext, setDrawerContext] = useState({ isWide, pathname });
  if (drawerContext.isWide !== isWide || drawerContext.pathname !== pathname) {
    setDrawerContext({ isWide, pathname });
    setMenuOpen(false);
    setSearchOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas">
      <div className="mx-auto flex h-16 max-w-shop items-center gap-1 px-3 md:gap-6 md:px-8">
        <MobileNavDrawer items={menu} open={menuOpen} onOpenChange={setMenuOpen} />
        <Logo />
        <HeaderSearchBox className="mx-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center gap-0.5 md:ml-0 md:gap-1">
          <SearchDrawer open={searchOpen} onOpenChange={setSearchOpen} />
          <NotificationsButton />
          <CartLink />
          <AccountLink />
        </div>
      </div>
      {/* The menu gets its own row: eight or more root items do not fit beside logo and search. */}
      <div className="hidden border-t border-line/70 md:block">
        <DesktopNavMenu items={menu} className="mx-auto flex h-12 max-w-shop justify-center px-8" />
      </div>
    </header>
  );
}
