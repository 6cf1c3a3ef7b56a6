import { useEffect, useRef, useState, type ComponentType, type PointerEvent as ReactPointerEvent } from 'react';
import { NAV_MENU } from '@shared/constants';
import type { NavItem } from '@shared/schemas/home';
import { SmartLink } from '@web/components/ui/smart-link';
import { navItemHref } from '../lib/nav-links';
import type { InteractiveNavMenuProps } from './interactive-nav-menu';
import { listClass, topLinkClass, triggerClass, TriggerLabel } from './nav-menu-entry';

let loading: Promise<ComponentType<InteractiveNavMenuProps>> | undefined;
function loadInteractiveMenu() {
  loading ??= import('./interactive-nav-menu').then(
    (module) => module.InteractiveNavMenu,
    (error: unknown) => {
      // Offline for a moment: the next hover or focus tries again; the links work meanwhile.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Wide-screen menu. The first paint shows the root items as plain links and buttons, in
 * the same elements and classes as the interactive menu; the interactive menu (Radix Navigation
 * Menu and the panels: about 10 KB gzip) loads on the first hover, focus or touch of the menu and
 * replaces them: a panel asked for meanwhile (a click, or a hover held for the opening delay)
 * opens on arrival, and the focused item keeps the focus.
 */
export function DesktopNavMenu({ items, className }: { items: NavItem[]; className?: string }) {
  const [openItem, setOpenItem] = useState('');
  const [Interactive, setInteractive] = useState<{
    Menu: ComponentType<InteractiveNavMenuProps>;
    focusItem?: string;
  }>();
  const { nav, handlers, afterPress, focusedItem, openHovered } = useFirstPaintIntent(setOpenItem);

  function load() {
    if (Interactive) return;
    void loadInteractiveMenu()
      .then((Menu) =>
        afterPress(() => {
          setInteractive({ Menu, focusItem: focusedItem() });
          openHovered();
        }),
      )
      .catch(() => undefined);
  }

  if (Interactive)
    return (
      <Interactive.Menu
        items={items}
        className={className}
        openItem={openItem}
        onOpenItemChange={setOpenItem}
        focusItem={Interactive.focusItem}
      />
    );
  return (
    <nav
      ref={nav}
      aria-label="Main"
      data-orientation="horizontal"
      dir="ltr"
      className={className}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
      {...handlers}
    >
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={listClass} dir="ltr">
          {items.map((item) => (
            <li key={item.itemId}>
              <FirstPaintEntry
                item={item}
                onOpen={() => setOpenItem(openItem === String(item.itemId) ? '' : String(item.itemId))}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute inset-x-0 top-full" />
    </nav>
  );
}

function FirstPaintEntry({ item, onOpen }: { item: NavItem; onOpen(): void }) {
  if (item.subItems.length > 0)
    return (
      <button
        type="button"
        data-state="closed"
        aria-expanded={false}
        data-nav-item={item.itemId}
        className={triggerClass}
        onClick={onOpen}
      >
        <TriggerLabel item={item} />
      </button>
    );
  const href = navItemHref(item);
  if (!href) return <span className={topLinkClass}>{item.name}</span>;
  return (
    <SmartLink href={href} className={topLinkClass} data-nav-item={item.itemId}>
      {item.name}
    </SmartLink>
  );
}

/**
 * What the visitor does to the first paint's menu while the interactive one loads: the item under
 * a mouse (opened once the interactive menu is there and the opening delay has passed, as Radix
 * would have: a resting mouse sends no further move for it to see), and a press under way (the
 * swap waits for its click, so the click lands on the element that was pressed).
 */
function useFirstPaintIntent(setOpenItem: (value: string) => void) {
  const nav = useRef<HTMLElement>(null);
  const hovered = useRef<{ item: string; since: number }>(undefined);
  const pressing = useRef(false);
  const afterPressQueue = useRef<() => void>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const itemOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('button[data-nav-item]')?.dataset.navItem : undefined;

  return {
    nav,
    handlers: {
      onPointerOver(event: ReactPointerEvent) {
        const item = event.pointerType === 'mouse' ? itemOf(event.target) : undefined;
        if (item !== hovered.current?.item) hovered.current = item ? { item, since: Date.now() } : undefined;
      },
      onPointerLeave() {
        hovered.current = undefined;
      },
      onPointerDown() {
        pressing.current = true;
      },
      onPointerUp() {
        // The click follows the pointerup in the same task: let it land first.
        setTimeout(() => {
          pressing.current = false;
          afterPressQueue.current?.();
          afterPressQueue.current = undefined;
        });
      },
    },
    afterPress(run: () => void) {
      if (pressing.current) afterPressQueue.current = run;
      else run();
    },
    focusedItem() {
      const focused = document.activeElement;
      return nav.current?.contains(focused) ? (focused as HTMLElement).dataset.navItem : undefined;
    },
    openHovered() {
      const still = hovered.current;
      if (!still) return;
      const wait = Math.max(0, NAV_MENU.delayDuration - (Date.now() - still.since));
      // Moving off the item before then cancels, as it would have cancelled Radix's delay.
      const cancel = (event: PointerEvent) => {
        if (itemOf(event.target) === still.item) return;
        clearTimeout(timer.current);
        document.removeEventListener('pointermove', cancel);
      };
      document.addEventListener('pointermove', cancel);
      timer.current = setTimeout(() => {
        document.removeEventListener('pointermove', cancel);
        setOpenItem(still.item);
      }, wait);
    },
  };
}
