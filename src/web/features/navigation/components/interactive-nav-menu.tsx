import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ArrowRightIcon } from '@web/components/icons/arrow-right-icon';
import { NAV_MENU } from '@shared/constants';
import type { NavItem, NavSubItem } from '@shared/schemas/home';
import { SmartLink } from '@web/components/ui/smart-link';
import { cn } from '@web/lib/cn';
import { navItemHref, navSubItemHref } from '../lib/nav-links';
import { listClass, topLinkClass, triggerClass, TriggerLabel } from './nav-menu-entry';

export interface InteractiveNavMenuProps {
  items: NavItem[];
  className?: string;
  /** The open item's id ('' for none): kept by DesktopNavMenu, which may open one before this loads. */
  openItem: string;
  onOpenItemChange(value: string): void;
  /** The root item that had the focus in the first paint's menu: it gets it back here. */
  focusItem?: string;
}

/**
 * Wide-screen menu: hover opens after 200 ms, moving between items within 300 ms skips
 * the delay, and Radix closes 150 ms after the pointer leaves (its fixed close delay).
 * The panel drops below the whole header: the Viewport is positioned against the sticky header.
 * Loaded by DesktopNavMenu on the visitor's first hover, focus or touch of the menu.
 */
export function InteractiveNavMenu({
  items,
  className,
  openItem,
  onOpenItemChange,
  focusItem,
}: InteractiveNavMenuProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusItem) root.current?.querySelector<HTMLElement>(`[data-nav-item="${focusItem}"]`)?.focus();
    // Only on mount: it hands over the focus of the menu this one replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!openItem) return;
    // After an open trigger Radix puts a focus proxy: a span with tabIndex 0 that hands the focus
    // on to the panel the moment it gets it (so Tab goes from the trigger into its panel), marked
    // aria-hidden, which axe reports (aria-hidden-focus: focusable yet hidden from assistive
    // technology). It never keeps the focus, so it need not be hidden: it has nothing to read.
    for (const proxy of root.current?.querySelectorAll('[data-nav-item] ~ span[aria-hidden="true"][tabindex="0"]') ??
      [])
      proxy.removeAttribute('aria-hidden');
  }, [openItem]);
  return (
    <NavigationMenu.Root
      ref={root}
      value={openItem}
      onValueChange={onOpenItemChange}
      delayDuration={NAV_MENU.delayDuration}
      skipDelayDuration={NAV_MENU.skipDelayDuration}
      aria-label="Main"
      className={className}
    >
      <NavigationMenu.List className={listClass}>
        {items.map((item) => (
          <NavigationMenu.Item key={item.itemId} value={String(item.itemId)}>
            {item.subItems.length > 0 ? <PanelEntry item={item} /> : <LinkEntry item={item} />}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      {openItem &&
        // Dims the page under an open panel; it never takes the pointer, so leaving still closes.
        // Portalled so no ancestor's transform or filter can trap `position: fixed` inside the header.
        createPortal(
          <div
            aria-hidden="true"
            className="pointer-events-none fixed inset-0 z-30 animate-[fade-in_200ms_ease-out] bg-ink/20"
          />,
          document.body,
        )}
      <div className="absolute inset-x-0 top-full">
        <NavigationMenu.Viewport className="w-full overflow-hidden border-b border-line bg-canvas shadow-[0_24px_48px_-24px_rgb(31_26_21/0.25)] data-[state=open]:animate-[panel-in_160ms_ease-out]" />
      </div>
    </NavigationMenu.Root>
  );
}

function LinkEntry({ item }: { item: NavItem }) {
  const href = navItemHref(item);
  if (!href) return <span className={topLinkClass}>{item.name}</span>;
  return (
    <NavigationMenu.Link asChild>
      <SmartLink href={href} className={topLinkClass} data-nav-item={item.itemId}>
        {item.name}
      </SmartLink>
    </NavigationMenu.Link>
  );
}

function PanelEntry({ item }: { item: NavItem }) {
  return (
    <>
      <NavigationMenu.Trigger className={triggerClass} data-nav-item={item.itemId}>
        <TriggerLabel item={item} />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="w-full">
        <MenuPanel item={item} />
      </NavigationMenu.Content>
    </>
  );
}

/**
 * The 300px panel: sub-item links, and a 240×240 image that follows the hovered sub-item. The
 * links are tiles with their own cover as a thumbnail, two columns of them, so four or five
 * sub-items fill the panel instead of leaving a short list in an empty band.
 */
function MenuPanel({ item }: { item: NavItem }) {
  const [hovered, setHovered] = useState<NavSubItem | null>(null);
  const imageSrc = hovered?.coverPath || item.coverPath;
  const caption = hovered?.coverPath ? hovered.name : item.name;
  const parentHref = navItemHref(item);

  return (
    <div
      className="mx-auto grid h-[300px] max-w-shop grid-cols-[13rem_minmax(0,1fr)_240px] gap-10 px-8 py-7"
      onMouseLeave={() => setHovered(null)}
    >
      <div className="flex flex-col border-r border-line pr-8">
        <p className="font-display text-3xl leading-tight text-ink">{item.name}</p>
        {parentHref && (
          <NavigationMenu.Link asChild>
            <SmartLink
              href={parentHref}
              className="group mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:text-accent-hover"
            >
              Shop all {item.name}
              <ArrowRightIcon aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </SmartLink>
          </NavigationMenu.Link>
        )}
      </div>
      <ul className="grid grid-cols-2 content-center gap-x-6 gap-y-2">
        {item.subItems.map((sub) => {
          const href = navSubItemHref(sub);
          const select = () => setHovered(sub);
          const tile = (
            <>
              <span className="size-14 shrink-0 overflow-hidden rounded-xl bg-surface">
                {sub.coverPath && (
                  <img src={sub.coverPath} alt="" width={56} height={56} className="size-full object-cover" />
                )}
              </span>
              <span className="truncate">{sub.name}</span>
            </>
          );
          const tileClass = 'flex items-center gap-4 rounded-2xl p-2 text-base';
          return (
            <li key={sub.itemId} className="min-w-0">
              {href ? (
                <NavigationMenu.Link asChild>
                  <SmartLink
                    href={href}
                    onMouseEnter={select}
                    onFocus={select}
                    className={cn(
                      tileClass,
                      'font-medium text-ink-soft transition-colors hover:bg-surface hover:text-accent focus-visible:bg-surface focus-visible:text-accent',
                    )}
                  >
                    {tile}
                  </SmartLink>
                </NavigationMenu.Link>
              ) : (
                <span onMouseEnter={select} className={cn(tileClass, 'text-muted')}>
                  {tile}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="relative size-[240px] overflow-hidden rounded-2xl bg-surface">
        {imageSrc ? (
          <>
            <img
              key={imageSrc}
              src={imageSrc}
              alt={caption}
              width={240}
              height={240}
              className="size-full animate-[fade-in_200ms_ease-out] object-cover"
            />
            <span
              aria-hidden="true"
              className="absolute bottom-3 left-3 max-w-[calc(100%-1.5rem)] truncate rounded-full bg-canvas/90 px-3 py-1 text-xs font-semibold text-ink backdrop-blur-sm"
            >
              {caption}
            </span>
          </>
        ) : (
          <div className="flex size-full items-center justify-center p-6 text-center font-display text-xl text-muted">
            {item.name}
          </div>
        )}
      </div>
    </div>
  );
}
