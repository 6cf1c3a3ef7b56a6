import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { tabsContentClass, tabsListClass, tabsTriggerClass } from './tabs-classes';

export interface PlainTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface PlainTabsProps {
  tabs: readonly PlainTab[];
  /** The tab list's accessible name. */
  label: string;
  triggerClassName?: string;
  contentClassName?: string;
}

// The keys Radix's roving focus answers in a horizontal tab list (not Up/Down: they still scroll
// the page), and where each moves the focus.
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/**
 * Horizontal tabs without Radix (whose chunks come to about 10 KB gzip): the same elements,
 * roles, ids' links, data attributes and classes as `tabs.tsx`, and the keyboard of
 * Radix's automatic activation — the arrows move the focus round the list and select as they go,
 * Home/End (and PageUp/PageDown) go to the ends, Tab reaches the selected tab only, Enter and
 * Space select. Keeps Radix out of the product page's first load (docs/performance.md).
 */
export function PlainTabs({ tabs, label, triggerClassName, contentClassName }: PlainTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.value);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const triggerId = (value: string) => `${baseId}-trigger-${value}`;
  const contentId = (value: string) => `${baseId}-content-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const index = triggers.current.findIndex((trigger) => trigger === event.target);
    if (index < 0) return;
    event.preventDefault();
    // Focusing a tab selects it (onFocus), as Radix's automatic activation does.
    triggers.current[move(index, tabs.length)]?.focus();
  };

  return (
    <div dir="ltr" data-orientation="horizontal">
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        data-orientation="horizontal"
        className={tabsListClass}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          const onMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
            if (event.button !== 0 || event.ctrlKey) return event.preventDefault();
            event.currentTarget.focus();
            setSelected(tab.value);
          };
          return (
            <button
              key={tab.value}
              ref={(element) => {
                triggers.current[index] = element;
              }}
              type="button"
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={active}
              aria-controls={contentId(tab.value)}
              data-state={active ? 'active' : 'inactive'}
              data-orientation="horizontal"
              tabIndex={active ? 0 : -1}
              className={cn(tabsTriggerClass, triggerClassName)}
              onMouseDown={onMouseDown}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') setSelected(tab.value);
              }}
              onFocus={() => setSelected(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.value === selected;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={contentId(tab.value)}
            aria-labelledby={triggerId(tab.value)}
            data-state={active ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!active}
            tabIndex={0}
            className={cn(tabsContentClass, contentClassName)}
          >
            {active && tab.content}
          </div>
        );
      })}
    </div>
  );
}
