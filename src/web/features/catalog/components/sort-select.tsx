import { useId } from 'react';
import type { ProductSort } from '@shared/schemas/catalog';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { sortOptions } from '../lib/list-params';

interface SortSelectProps {
  value: ProductSort;
  onChange(sort: ProductSort): void;
  /** The search page calls the shop's own order 'Best match' (relevance first). */
  defaultLabel?: string;
  className?: string;
}

export function SortSelect({ value, onChange, defaultLabel, className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        Sort by
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === 'default' && defaultLabel ? defaultLabel : option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
