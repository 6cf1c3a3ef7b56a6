import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A list's filters and its results: one above the other up to a laptop's width, side by side from
 * there (the filters in a column on the left), so at 1280×800 the first row of products is on the
 * first screen rather than under a bar of filters. Without filters (an empty list) the results
 * take the whole width.
 */
export function ResultsBesideFilters({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <div className={cn(filters && 'lg:mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-10')}>
      {filters}
      <div>{children}</div>
    </div>
  );
}

/** The grid beside the filters: a column fewer than across the whole width. */
export const GRID_BESIDE_FILTERS = 'lg:grid-cols-3 xl:grid-cols-4';

/** The count and sort row: a rule above it while the filters are above it, none beside them. */
export const RESULTS_HEADER =
  'mt-6 mb-6 flex items-center justify-between gap-4 border-t border-line pt-5 md:mb-8 lg:mt-0 lg:border-t-0 lg:pt-0 lg:mb-6';
