import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDownIcon } from '@web/components/icons/chevron-down-icon';
import type { NavItem } from '@shared/schemas/home';
import { Drawer, DrawerContent, DrawerHeader, DrawerTitle } from '@web/components/ui/drawer';
import { SmartLink } from '@web/components/ui/smart-link';
import { navItemHref, navSubItemHref } from '../lib/nav-links';
import { ScrollArea } from '@web/components/ui/scroll-area';
import type { LazyDrawerProps } from '@web/components/ui/lazy-drawer';

const rowClass =
  'flex w-full items-center justify-between rounded-xl px-3 py-3.5 text-left text-base font-medium text-ink transition-colors hover:bg-surface';

export interface MobileNavPanelProps extends LazyDrawerProps {
  items: NavItem[];
}

/** The menu's bottom drawer (loaded on first open, see mobile-nav-drawer.tsx); parents expand in place. */
export function MobileNavPanel({ items, open, onOpenChange, returnFocus }: MobileNavPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
        <DrawerHeader>
          <DrawerTitle>Menu</DrawerTitle>
        </DrawerHeader>
        {/* The drawer is at most 80vh; its handle and title take about 5rem of that. */}
        <ScrollArea className="min-h-0 flex-1" viewportClassName="max-h-[calc(80vh-5rem)]">
          <nav aria-label="Main" className="px-3 pb-8">
            {items.length === 0 && <p className="px-3 py-4 text-sm text-muted">The menu is loading…</p>}
            <ul className="divide-y divide-line">
              {items.map((item) => (
                <li key={item.itemId}>
                  {item.subItems.length > 0 ? (
                    <MobileNavGroup item={item} onNavigate={close} />
                  ) : (
                    <MobileNavLink href={navItemHref(item)} label={item.name} onNavigate={close} className={rowClass} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </ScrollArea>
      </DrawerContent>
    </Drawer>
  );
}

function MobileNavGroup({ item, onNavigate }: { item: NavItem; onNavigate(): void }) {
  const parentHref = navItemHref(item);
  const subClass = 'block rounded-lg px-3 py-2.5 text-[15px] text-ink-soft hover:bg-surface hover:text-ink';
  return (
    <Collapsible.Root>
      <Collapsible.Trigger className={`group ${rowClass}`}>
        {item.name}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-5 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mb-3 ml-3 border-l border-line pl-2">
          {parentHref && (
            <li>
              <MobileNavLink
                href={parentHref}
                label={`Shop all ${item.name}`}
                onNavigate={onNavigate}
                className={`${subClass} font-medium text-accent`}
              />
            </li>
          )}
          {item.subItems.map((sub) => (
            <li key={sub.itemId}>
              <MobileNavLink href={navSubItemHref(sub)} label={sub.name} onNavigate={onNavigate} className={subClass} />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

interface MobileNavLinkProps {
  href: string | null;
  label: string;
  className: string;
  onNavigate(): void;
}

function MobileNavLink({ href, label, className, onNavigate }: MobileNavLinkProps) {
  if (!href) return <span className={className}>{label}</span>;
  return (
    <SmartLink href={href} className={className} onClick={onNavigate}>
      {label}
    </SmartLink>
  );
}
