import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterDefinition<Name extends string> {
  name: Name;
  label: string;
  /** The first option, which filters nothing ("Any payment"). */
  anyLabel: string;
  options: readonly FilterOption[];
}

interface FilterBarProps<Name extends string> {
  /** The placeholder says what the search looks in ("Order number or email"). */
  searchLabel?: string;
  search?: string;
  onSearch?(search: string): void;
  filters?: readonly FilterDefinition<Name>[];
  values?: Record<Name, string>;
  onFilter?(name: Name, value: string): void;
}

/**
 * The row above a console table: a search sent on Enter (not on each key, each search is a
 * server query) and a select per filter, applied as soon as it changes.
 */
export function FilterBar<Name extends string>({
  searchLabel,
  search = '',
  onSearch,
  filters = [],
  values,
  onFilter,
}: FilterBarProps<Name>) {
  const id = useId();
  const [draft, setDraft] = useState(search);
  // Back and forward change the search in the address; the box follows (set during render).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(draft);
  };

  return (
    <div className="mb-3 flex flex-wrap items-end gap-2">
      {onSearch && (
        <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 basis-full gap-2 sm:basis-64">
          <label htmlFor={`${id}-search`} className="sr-only">
            {searchLabel ?? 'Search'}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={searchLabel ?? 'Search'}
            className="h-10"
          />
          <Button type="submit" variant="outline" size="sm" className="h-10" aria-label="Search">
            <Search aria-hidden="true" className="size-4" />
          </Button>
        </form>
      )}
      {filters.map((filter) => (
        // At least 10rem, so "Any payment" is read whole: two to a row on a phone, the rest wider.
        <div key={filter.name} className="grid min-w-40 flex-1 gap-1 sm:flex-none">
          <label htmlFor={`${id}-${filter.name}`} className="text-xs font-medium text-muted">
            {filter.label}
          </label>
          <Select
            id={`${id}-${filter.name}`}
            value={values?.[filter.name] ?? ''}
            onChange={(event) => onFilter?.(filter.name, event.target.value)}
          >
            <option value="">{filter.anyLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </div>
  );
}
