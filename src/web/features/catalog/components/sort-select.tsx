import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { InventorySort } from '@shared/schemas/catalog';
import { cn } from '@web/lib/cn';
import { sortOptions } from '../lib/list-params';

interface SortSelectProps {
  value: InventorySort;
  onChange(sort: InventorySort): void;
  /** The search page calls the shop's own order 'Best match' (relevance first). */
  defaultLabel?: string;
  className?: string;
}

/** A native select: the platform's own picker is the most usable one on phones. */
export function SortSelect({ value, onChange, defaultLabel, className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as InventorySort)}
          className="h-10 cursor-pointer appearance-none rounded-full border border-line bg-white/70 pr-9 pl-4 text-sm font-medium text-ink transition-colors hover:border-ink focus-visible:border-ink focus-visible:outline-none"
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value === 'default' && defaultLabel ? defaultLabel : option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
