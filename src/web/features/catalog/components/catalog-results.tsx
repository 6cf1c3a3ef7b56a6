import { EAGER_LIST_CARDS } from '@shared/first-screen';
import type { ReactNode } from 'react';
import type { ProductList } from '@shared/schemas/catalog';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { pageCountOf } from '@web/lib/pagination';
import { ProductGrid } from './product-grid';

interface CatalogResultsProps {
  /** The current page's answer; while `loading`, possibly the previous page's (kept for its total). */
  data: ProductList | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  page: number;
  onPageChange(page: number): void;
  /** What to show when the grid has nothing at all (no products in the category, no match). */
  empty: ReactNode;
  pageSize?: number;
  /** Column counts of the grid where they differ from ProductGrid's (beside the filters). */
  gridClassName?: string;
}

/**
 * A paginated product grid: placeholder cards while a page loads, the pager only when
 * there is more than one page, and clear states for nothing found, a page past the end and a
 * failed load.
 */
export function CatalogResults({
  data,
  loading,
  failed,
  onRetry,
  page,
  onPageChange,
  empty,
  pageSize = DEFAULT_PAGE_SIZE,
  gridClassName,
}: CatalogResultsProps) {
  if (failed && !data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 px-6 py-20 text-center">
        <p className="text-muted">We couldn't load these products.</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }

  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);

  if (!loading && data && data.list.length === 0) {
    if (total > 0) {
      return (
        <div className="flex flex-col items-center gap-4 px-6 py-20 text-center">
          <p className="text-muted">
            There is no page {page}: this list has {pageCount === 1 ? 'one page' : `${pageCount} pages`}.
          </p>
          <Button variant="outline" onClick={() => onPageChange(1)}>
            Go to the first page
          </Button>
        </div>
      );
    }
    return <>{empty}</>;
  }
  if (!loading && !data) return <>{empty}</>;

  return (
    <div>
      <ProductGrid
        items={data?.list}
        loading={loading}
        skeletonCount={pageSize}
        eagerCount={EAGER_LIST_CARDS}
        headingLevel={2}
        className={gridClassName}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} className="mt-12 md:mt-16" />
    </div>
  );
}
