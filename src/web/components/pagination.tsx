import type { ReactNode } from 'react';
import { ChevronLeftIcon } from '@web/components/icons/chevron-left-icon';
import { ChevronRightIcon } from '@web/components/icons/chevron-right-icon';
import { cn } from '@web/lib/cn';
import { pageItems } from '@web/lib/pagination';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Words beside the buttons, read out when they change (the console's "41–60 of 212"). */
  summary?: ReactNode;
  className?: string;
}

const itemClass =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-35 md:size-10';

/**
 * The pager of every paged list, the shop's grids and the console's tables: previous, the page
 * numbers around the current one with the first and the last, next. Without a summary it renders
 * nothing for a single page; with one, the summary stays and the buttons go.
 */
export function Pagination({ page, pageCount, onPageChange, summary, className }: PaginationProps) {
  if (pageCount <= 1 && summary === undefined) return null;
  return (
    <nav
      aria-label="Pagination"
      className={cn(
        'flex',
        summary === undefined ? 'justify-center' : 'flex-wrap items-center justify-between gap-3 text-sm text-muted',
        className,
      )}
    >
      {summary !== undefined && <p aria-live="polite">{summary}</p>}
      {pageCount > 1 && <PageButtons page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </nav>
  );
}

function PageButtons({ page, pageCount, onPageChange }: Omit<PaginationProps, 'summary' | 'className'>) {
  return (
    <ul className="flex items-center gap-1">
      <li>
        <button
          type="button"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          className={cn(itemClass, 'text-ink hover:bg-surface')}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </button>
      </li>
      {pageItems(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <li key={`gap-${index}`} aria-hidden="true" className="w-6 text-center text-muted md:w-8">
            …
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && onPageChange(item)}
              className={cn(
                itemClass,
                item === page ? 'bg-ink text-canvas' : 'text-ink-soft hover:bg-surface hover:text-ink',
              )}
            >
              {item}
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          aria-label="Next page"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          className={cn(itemClass, 'text-ink hover:bg-surface')}
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </button>
      </li>
    </ul>
  );
}
