import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductFacets } from '@shared/schemas/catalog';
import { RATING_STEPS } from '@shared/constants';
import { formatMoney } from '@web/lib/money';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import type { ListFilters } from '../lib/filter-params';

export interface FilterGroupsProps {
  filters: ListFilters;
  facets: ProductFacets | undefined;
  onChange(next: ListFilters): void;
  /** Where a sub-category choice leads (the filters kept), or nothing where none is offered. */
  categoryHref?: (categoryId: number) => string;
  currentCategoryId?: number;
  className?: string;
}

/**
 * Each filter group a labelled fieldset with the count each choice would leave: in a row above
 * the grid on wide screens, stacked in the phone's "Filters" drawer.
 */
export function FilterGroups({
  filters,
  facets,
  onChange,
  categoryHref,
  currentCategoryId,
  className,
}: FilterGroupsProps) {
  const panelId = useId();
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <PriceGroup filters={filters} facets={facets} onChange={onChange} />
      <Group legend="Rating">
        {/* Shown before the counts arrive, so the bar does not grow under a restored scroll position. */}
        {(facets?.ratings ?? RATING_STEPS.map((atLeast) => ({ atLeast, count: undefined }))).map(
          ({ atLeast, count }) => (
            <Choice
              key={atLeast}
              type="radio"
              name={`${panelId}-rating`}
              label={starsAndUp(atLeast)}
              count={count}
              checked={filters.minRating === atLeast}
              onChange={() => onChange({ ...filters, minRating: filters.minRating === atLeast ? undefined : atLeast })}
            />
          ),
        )}
      </Group>
      <Group legend="Availability">
        <Choice
          label="In stock"
          count={facets?.inStock}
          checked={filters.inStock === true}
          onChange={(on) => onChange({ ...filters, inStock: on || undefined })}
        />
        <Choice
          label="On sale"
          count={facets?.onSale}
          checked={filters.onSale === true}
          onChange={(on) => onChange({ ...filters, onSale: on || undefined })}
        />
      </Group>
      <CheckList
        legend="Colour"
        options={facets?.colors ?? []}
        chosen={filters.color}
        onToggle={(name, on) => onChange({ ...filters, color: toggled(filters.color, name, on) })}
      />
      <CheckList
        legend="Size"
        options={facets?.sizes ?? []}
        chosen={filters.size}
        onToggle={(name, on) => onChange({ ...filters, size: toggled(filters.size, name, on) })}
      />
      {categoryHref && (facets?.categories.length ?? 0) > 1 && (
        <Group legend="Category">
          <ul className="flex flex-col gap-1">
            {facets!.categories.map((c) => (
              <li key={c.categoryId}>
                <Link
                  to={categoryHref(c.categoryId)}
                  aria-current={c.categoryId === currentCategoryId ? 'page' : undefined}
                  className="text-sm text-ink underline-offset-4 hover:underline aria-[current=page]:font-semibold"
                >
                  {c.displayName} <span className="text-muted">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}

/** Past this many choices a list shows its first ones (and any chosen) until asked for all. */
const SHORT_LIST = 5;

/**
 * Colours or sizes: a long list would push the grid off the first screen, so it shows the first
 * few and those chosen, with "Show all N" to open the rest.
 */
function CheckList({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: readonly { name: string; count: number }[];
  chosen: readonly string[];
  onToggle(name: string, on: boolean): void;
}) {
  const [open, setOpen] = useState(false);
  if (options.length === 0) return null;
  const long = options.length > SHORT_LIST + 1;
  const shown = open || !long ? options : options.filter((o, i) => i < SHORT_LIST || chosen.includes(o.name));
  return (
    <Group legend={legend}>
      {shown.map(({ name, count }) => (
        <Choice
          key={name}
          label={name}
          count={count}
          checked={chosen.includes(name)}
          onChange={(on) => onToggle(name, on)}
        />
      ))}
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="cursor-pointer self-start text-sm text-ink underline underline-offset-4"
        >
          {open ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </Group>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-32 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice(props: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onChange(on: boolean): void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  const { label, count, checked, onChange, type = 'checkbox', name } = props;
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        onClick={type === 'radio' && checked ? () => onChange(false) : undefined}
        className="size-4 accent-ink"
      />
      <span>
        {label}
        {count !== undefined && (
          <span className="text-muted">
            {' '}
            ({count}
            <span className="sr-only"> products</span>)
          </span>
        )}
      </span>
    </label>
  );
}

function PriceGroup({ filters, facets, onChange }: Pick<FilterGroupsProps, 'filters' | 'facets' | 'onChange'>) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const cents = (key: string) => {
      const raw = String(data.get(key) ?? '').trim();
      const value = Number(raw);
      return raw === '' || !Number.isFinite(value) || value < 0 ? undefined : Math.round(value * 100);
    };
    onChange({ ...filters, minPrice: cents('min'), maxPrice: cents('max') });
  };
  return (
    <form onSubmit={submit} key={`${filters.minPrice}-${filters.maxPrice}`}>
      <Group legend="Price">
        {facets && facets.price.max > 0 && (
          <p className="text-xs text-muted">
            {formatMoney(facets.price.min)} – {formatMoney(facets.price.max)}
          </p>
        )}
        <div className="flex items-end gap-2">
          <PriceInput
            id={`${id}-min`}
            name="min"
            label="Min $"
            value={filters.minPrice}
            hint={facets && facets.price.max > 0 ? facets.price.min : undefined}
          />
          <PriceInput
            id={`${id}-max`}
            name="max"
            label="Max $"
            value={filters.maxPrice}
            hint={facets && facets.price.max > 0 ? facets.price.max : undefined}
          />
          <Button type="submit" variant="outline" size="sm">
            Apply
          </Button>
        </div>
      </Group>
    </form>
  );
}

const dollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));

/** One end of the price range, in dollars; `hint` (cents) is the current set's end, shown while empty. */
function PriceInput(props: { id: string; name: string; label: string; value?: number; hint?: number }) {
  return (
    <label className="flex flex-col text-xs text-muted" htmlFor={props.id}>
      {props.label}
      <input
        id={props.id}
        name={props.name}
        inputMode="decimal"
        defaultValue={dollars(props.value)}
        placeholder={props.hint === undefined ? undefined : dollars(props.hint)}
        className="h-9 w-20 rounded-md border border-line px-2 text-sm text-ink"
      />
    </label>
  );
}

export const toggled = (list: string[], name: string, on: boolean) =>
  on ? [...list.filter((n) => n !== name), name] : list.filter((n) => n !== name);

export const starsAndUp = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;
