import { MenuIcon } from '@web/components/icons/menu-icon';
import type { NavItem } from '@shared/schemas/home';
import { LazyDrawerButton } from '@web/components/ui/lazy-drawer';
import { lazyComponent } from '@web/lib/lazy-component';

const MobileNavPanel = lazyComponent(() => import('./mobile-nav-panel').then((m) => m.MobileNavPanel));

interface MobileNavDrawerProps {
  items: NavItem[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Narrow-screen menu: a hamburger opening a bottom drawer, whose code loads on demand. */
export function MobileNavDrawer({ items, open, onOpenChange }: MobileNavDrawerProps) {
  return (
    <LazyDrawerButton
      drawer={MobileNavPanel}
      drawerProps={{ items }}
      open={open}
      onOpenChange={onOpenChange}
      label="Open menu"
      icon={<MenuIcon aria-hidden="true" />}
      className="size-9 md:hidden"
    />
  );
}
