import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface PlainTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface PlainTabsProps {
  tabs: readonly PlainTab[];
  /** The tab list's accessible name. */
  label: string;
  /**
   * The selected tab, when the page decides it (the order page opens Refund Info once a refund is
   * asked for); without it the first tab is selected and the tabs keep their own choice.
   */
  value?: string;
  onValueChange?(value: string): void;
  className?: string;
  triggerClassName?: string;
  contentClassName?: string;
}

const listClass = 'flex gap-6 overflow-x-auto border-b border-line md:gap-8';

// The list scrolls sideways on a phone, and a scrolling box clips what its children draw outside
// it: the ring is drawn inside the tab, 3px in, because the tab reaches 1px into the list's bottom
// border (its underline covers the list's line) and that pixel row is clipped.
const triggerClass =
  '-mb-px cursor-pointer rounded-t-md border-b-2 border-transparent px-1 pt-1 pb-3 text-base font-medium whitespace-nowrap text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-3 focus-visible:outline-accent data-[state=active]:border-ink data-[state=active]:text-ink';

// The panel is focusable (Tab reaches its text after the tabs), so it shows a ring there.
const contentClass =
  'rounded-lg pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent';

// The keys a horizontal tab list answers, as Radix's roving focus does (not Up/Down: they still
// scroll the page), and where each moves the focus.
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/**
 * The shop's tabs, underlined: the product's description and the order page. Written without
 * Radix (whose tabs come to about 10 KB gzip, which the product page's first load would carry,
 * docs/performance.md) but with the elements, roles, ids' links and data attributes Radix gives,
 * and the keyboard of its automatic activation: the arrows move the focus round the list and
 * select as they go, Home/End (and PageUp/PageDown) go to the ends, Tab reaches the selected tab
 * only, Enter and Space select.
 */
export function PlainTabs({
  tabs,
  label,
  value,
  onValueChange,
  className,
  triggerClassName,
  contentClassName,
}: PlainTabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.value);
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    setOwn(next);
    onValueChange?.(next);
  };
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
    <div dir="ltr" data-orientation="horizontal" className={className}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        data-orientation="horizontal"
        className={listClass}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          const onMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
            if (event.button !== 0 || event.ctrlKey) return event.preventDefault();
            // Focusing selects (onFocus); a tab that has the focus already is selected here. Not
            // both: the page would be told of one choice twice.
            if (event.currentTarget === document.activeElement) select(tab.value);
            else event.currentTarget.focus();
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
              className={cn(triggerClass, triggerClassName)}
              onMouseDown={onMouseDown}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') select(tab.value);
              }}
              onFocus={() => select(tab.value)}
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
            className={cn(contentClass, contentClassName)}
          >
            {active && tab.content}
          </div>
        );
      })}
    </div>
  );
}
