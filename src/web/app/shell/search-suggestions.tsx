import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchIcon } from '@web/components/icons/search-icon';
import { suggest } from '@shared/contract/catalog';
import type { Suggestions } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { paths } from '@web/lib/paths';
import type { ComboboxHandlers, ComboboxState } from './use-search-combobox';

/** Keystrokes closer together than this make one request: typing "headphones" asks 1–3 times, not 10. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface SearchSuggestionsProps {
  query: string;
  /** Keystrokes so far: each one opens the list. */
  typed: number;
  listboxId: string;
  handlersRef: RefObject<ComboboxHandlers>;
  onState(state: ComboboxState): void;
  onPicked?(): void;
  className?: string;
}

/**
 * The combobox's list and keyboard (loaded on the first focus or keystroke, use-search-combobox):
 * up to 8 products with picture, name and price, then up to 4 categories, then a row that searches
 * the words typed. A request superseded
 * by the next keystroke is cancelled (React Query aborts the signal of a query nobody watches).
 */
export function SearchSuggestions({
  query,
  typed,
  listboxId,
  handlersRef,
  onState,
  onPicked,
  className,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [openedAt, setOpenedAt] = useState(0);
  if (typed !== openedAt) {
    setOpenedAt(typed);
    setOpen(true);
    setActive(-1);
  }
  const words = query.trim();
  const q = useDebounced(words, SUGGEST_DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) => api.call(suggest, { query: { q } }, { signal, silent: true }),
    enabled: open && q !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const shown: Suggestions | undefined = words === '' ? undefined : data;
  const products = shown?.products ?? [];
  const categories = shown?.categories ?? [];
  const suggested = [
    ...products.map((p) => paths.product(p.productId)),
    ...categories.map((c) => paths.category(c.categoryId)),
  ];
  // The last row searches the words as typed, as Enter with no row active does.
  const hrefs = (suggested.length > 0 ? [...suggested, paths.search(words)] : []).join('\n');

  const hrefList = hrefs === '' ? [] : hrefs.split('\n');
  const count = hrefList.length;
  const expanded = open && count > 0;
  const activeId = expanded && active >= 0 && active < count ? `${listboxId}-${active}` : undefined;

  // New suggestions start with none active.
  const [shownHrefs, setShownHrefs] = useState(hrefs);
  if (shownHrefs !== hrefs) {
    setShownHrefs(hrefs);
    setActive(-1);
  }

  const report = useRef(onState);
  useLayoutEffect(() => {
    report.current = onState;
  });
  useEffect(() => report.current({ expanded, activeId }), [expanded, activeId]);

  function close() {
    setOpen(false);
    setActive(-1);
  }
  function pick(href: string) {
    close();
    onPicked?.();
    void navigate(href);
  }
  useLayoutEffect(() => {
    handlersRef.current = {
      close,
      keyDown(event) {
        const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        const href = hrefList[active];
        if (step && !open) {
          event.preventDefault();
          setOpen(true);
        } else if (step && count > 0) {
          event.preventDefault();
          // Positions -1 (the box itself) to count - 1, wrapping round.
          setActive((i) => ((i + 1 + step + count + 1) % (count + 1)) - 1);
        } else if (event.key === 'Enter' && expanded && href !== undefined) {
          event.preventDefault();
          pick(href);
        } else if (event.key === 'Escape' && expanded) {
          // Without this a search input also clears its text.
          event.preventDefault();
          close();
        }
      },
    };
  });

  if (!expanded) return null;
  const option = (index: number, key: string, href: string, body: ReactNode) => (
    <li
      key={key}
      id={`${listboxId}-${index}`}
      role="option"
      aria-selected={index === active}
      // The box keeps the focus (and the listbox stays open) while the pointer picks.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => pick(href)}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-ink hover:bg-surface aria-selected:bg-surface aria-selected:outline-2 aria-selected:outline-accent"
    >
      {body}
    </li>
  );

  return (
    <div
      className={cn('max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-canvas p-2 shadow-lg', className)}
    >
      {shown?.correctedQuery && (
        <p className="px-2 pb-1 text-xs text-muted">
          Suggestions for <span className="font-semibold text-ink">{shown.correctedQuery}</span>
        </p>
      )}
      <div role="listbox" id={listboxId} aria-label="Suggestions">
        {products.length > 0 && (
          <ul role="group" aria-label="Products">
            {products.map((p, index) =>
              option(
                index,
                `p${p.productId}`,
                paths.product(p.productId),
                <>
                  <img src={p.coverPath} alt="" className="size-10 shrink-0 rounded-md bg-surface object-cover" />
                  <span className="line-clamp-2 min-w-0 flex-1">{p.name}</span>
                  <span className="shrink-0 font-semibold">{formatMoney(p.price)}</span>
                </>,
              ),
            )}
          </ul>
        )}
        {categories.length > 0 && (
          <ul
            role="group"
            aria-label="Categories"
            className={cn(products.length > 0 && 'mt-1 border-t border-line pt-1')}
          >
            {categories.map((c, index) =>
              option(
                products.length + index,
                `c${c.categoryId}`,
                paths.category(c.categoryId),
                <>
                  <span className="flex-1">{c.displayName}</span>
                  <span className="text-xs text-muted">Category</span>
                </>,
              ),
            )}
          </ul>
        )}
        <ul role="group" aria-label="Search" className="mt-1 border-t border-line pt-1">
          {option(
            count - 1,
            'search',
            paths.search(words),
            <>
              <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate">
                Search for “<span className="font-semibold">{words}</span>”
              </span>
            </>,
          )}
        </ul>
      </div>
    </div>
  );
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
