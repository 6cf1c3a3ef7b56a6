import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { pageItems } from '../lib/pagination';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  className?: string;
}

const itemClass =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-35 md:size-10';

/** Page buttons for a grid; renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex justify-center', className)}>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            className={cn(itemClass, 'text-ink hover:bg-surface')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
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
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
