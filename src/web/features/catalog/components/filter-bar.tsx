import { Suspense, useRef, useState } from 'react';
import { SlidersHorizontalIcon } from '@web/components/icons/sliders-horizontal-icon';
import { XIcon } from '@web/components/icons/x-icon';
import { formatMoney } from '@web/lib/money';
import { Button } from '@web/components/ui/button';
import { lazyComponent, preloadOnIntent, useOpenedOnce } from '@web/lib/lazy-component';
import { hasAnyFilter, type ListFilters } from '../lib/filter-params';
import { FilterGroups, starsAndUp, toggled, type FilterGroupsProps } from './filter-groups';

// The phone's drawer (vaul and its content) loads when the button is pointed at or pressed.
const FiltersDrawer = lazyComponent(() => import('./filters-drawer').then((m) => m.FiltersDrawer));

type FilterBarProps = Omit<FilterGroupsProps, 'className'> & {
  /** What the grid holds with these filters: the drawer's "Show" button says it. */
  total?: number;
};

export const NO_FILTERS: ListFilters = { color: [], size: [] };

/**
 * The grid's filters: each group a labelled fieldset with the count each choice would leave, the
 * chosen ones as removable chips with "Clear all". Above the grid on wide screens; in a "Filters"
 * drawer on a phone.
 */
export function FilterBar({ total, ...groups }: FilterBarProps) {
  const { filters, onChange } = groups;
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = chipsOf(filters, onChange);
  return (
    <section aria-label="Filters" className="mt-6">
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        {...preloadOnIntent(FiltersDrawer.preload)}
      >
        <SlidersHorizontalIcon aria-hidden /> Filters{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            {...groups}
            total={total}
            open={open}
            onOpenChange={setOpen}
            onClear={() => onChange(NO_FILTERS)}
            returnFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
      <FilterGroups
        {...groups}
        className="hidden border-t border-line py-4 md:flex md:flex-row md:flex-wrap md:gap-8"
      />
      {chosen.length > 0 && (
        <ul aria-label="Chosen filters" className="mt-3 flex flex-wrap items-center gap-2">
          {chosen.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={chip.remove}
                aria-label={`Remove filter: ${chip.label}`}
                className="inline-flex h-8 items-center gap-1 rounded-full border border-line px-3 text-sm text-ink hover:border-ink"
              >
                {chip.label} <XIcon aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
          <li>
            <Button variant="link" size="sm" onClick={() => onChange(NO_FILTERS)}>
              Clear all
            </Button>
          </li>
        </ul>
      )}
    </section>
  );
}

function chipsOf(f: ListFilters, onChange: (next: ListFilters) => void) {
  const chips: { key: string; label: string; remove(): void }[] = [];
  if (f.minPrice !== undefined || f.maxPrice !== undefined)
    chips.push({
      key: 'price',
      label:
        f.minPrice !== undefined && f.maxPrice !== undefined
          ? `${formatMoney(f.minPrice)}–${formatMoney(f.maxPrice)}`
          : f.minPrice !== undefined
            ? `From ${formatMoney(f.minPrice)}`
            : `Up to ${formatMoney(f.maxPrice!)}`,
      remove: () => onChange({ ...f, minPrice: undefined, maxPrice: undefined }),
    });
  if (f.minRating !== undefined)
    chips.push({
      key: 'rating',
      label: starsAndUp(f.minRating),
      remove: () => onChange({ ...f, minRating: undefined }),
    });
  if (f.inStock) chips.push({ key: 'stock', label: 'In stock', remove: () => onChange({ ...f, inStock: undefined }) });
  if (f.onSale) chips.push({ key: 'sale', label: 'On sale', remove: () => onChange({ ...f, onSale: undefined }) });
  for (const c of f.color)
    chips.push({ key: `c:${c}`, label: c, remove: () => onChange({ ...f, color: toggled(f.color, c, false) }) });
  for (const s of f.size)
    chips.push({
      key: `s:${s}`,
      label: `Size ${s}`,
      remove: () => onChange({ ...f, size: toggled(f.size, s, false) }),
    });
  return hasAnyFilter(f) ? chips : [];
}
