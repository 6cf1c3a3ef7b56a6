import { Suspense } from 'react';
import { useParams } from 'react-router';
import { PackageOpenIcon } from '@web/components/icons/package-open-icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMenuList } from '@web/lib/store';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCategory } from '../api/get-category';
import { useProductList } from '../api/get-product-list';
import { Breadcrumb } from '../components/breadcrumb';
import { LazyCatalogNotFound } from '../components/lazy-catalog-not-found';
import { CatalogResults } from '../components/catalog-results';
import { CategoryShortcuts } from '../components/category-shortcuts';
import { EmptyState } from '../components/empty-state';
import { ResultCount } from '../components/result-count';
import { SortSelect } from '../components/sort-select';
import { categoryContext } from '../lib/category-menu';
import { isNotFound, isValidId } from '../lib/not-found';
import { resultsState } from '../lib/results-state';
import { useListParams } from '../lib/use-list-params';
import { useFacets } from '../api/get-facets';
import { FilterBar } from '../components/filter-bar';
import { hasAnyFilter } from '../lib/filter-params';
import { parseFilters, withFilters } from '../lib/filter-url';
import { paths } from '@web/lib/paths';

/**
 * The category page: name, description and a paginated grid. Page and sort are in the URL, so
 * another category (a new path without them) always starts at page 1.
 */
export function CategoryPage() {
  const { categoryId: rawId } = useParams();
  const valid = isValidId(rawId);
  const categoryId = valid ? rawId : '';
  const { page, sort, setPage, setSort, searchParams, setSearchParams } = useListParams();
  const filters = parseFilters(searchParams);
  const category = useCategory(categoryId, valid);
  const list = useProductList({ categoryId, page, sort, filters }, valid);
  const facets = useFacets({ categoryId, filters }, valid);
  const filtered = hasAnyFilter(filters);
  const menu = useMenuList();
  useDocumentTitle(
    category.data?.displayName ?? (valid && !category.isError ? undefined : 'Category not found'),
    // As the server's (categoryDescription in @shared/meta-description).
    category.data && (category.data.description || `Shop ${category.data.displayName}.`),
  );

  if (!valid || isNotFound(category.error) || isNotFound(list.error)) {
    // Its code loads only when a category is missing (about 0.5 KB gzip of every category page).
    return (
      <Suspense fallback={<div className="min-h-[50vh]" />}>
        <LazyCatalogNotFound
          title="Category not found"
          message="This category doesn't exist or is no longer available. Have a look around the rest of the shop."
        />
      </Suspense>
    );
  }

  const context = categoryContext(menu, categoryId);
  const name = category.data?.displayName;

  return (
    <div className="px-4 pt-6 pb-16 md:px-8 md:pt-8">
      <header className="max-w-3xl">
        <Breadcrumb
          items={[
            { label: 'Home', to: paths.home() },
            ...(context.parent ? [{ label: context.parent.name, to: paths.category(context.parent.categoryId) }] : []),
            { label: name ?? '…' },
          ]}
        />
        {category.isPending ? (
          <div aria-busy="true" aria-label="Loading category">
            <Skeleton className="mt-5 h-10 w-64 md:h-12" />
            <Skeleton className="mt-4 h-5 w-full max-w-xl" />
          </div>
        ) : (
          <>
            <h1 className="mt-4 font-display text-4xl leading-tight font-semibold tracking-tight text-ink md:text-5xl">
              {name ?? 'Category'}
            </h1>
            {category.data?.description && (
              <p className="mt-3 text-base leading-relaxed text-muted md:text-lg">{category.data.description}</p>
            )}
          </>
        )}
      </header>

      {/* The grid waits for the header: the description's height is unknown until it arrives, and a
          grid drawn under the skeleton would be pushed down by it (layout shift). Both requests run
          at once, so the products come no later. */}
      {!category.isPending && (
        <>
          <CategoryShortcuts context={context} menuLoaded={menu.length > 0} categoryId={categoryId} className="mt-6" />

          {/* An empty category shows no filter bar of zeros, unless a filter the shopper set is the reason. */}
          {(hasAnyFilter(filters) || list.isPending || (list.data?.total ?? 0) > 0) && (
            <FilterBar
              filters={filters}
              facets={facets.data}
              total={list.data?.total}
              onChange={(next) => setSearchParams((current) => withFilters(current, next))}
            />
          )}

          <div className="mt-6 mb-6 flex items-center justify-between gap-4 border-t border-line pt-5 md:mb-8">
            <ResultCount total={list.data?.total} loading={list.isPending} />
            <SortSelect value={sort} onChange={setSort} />
          </div>

          <CatalogResults
            {...resultsState(list)}
            page={page}
            onPageChange={setPage}
            empty={
              filtered ? (
                <EmptyState icon={<PackageOpenIcon />} title="No products match these filters">
                  <p>Remove a filter or choose Clear all to see more.</p>
                </EmptyState>
              ) : (
                <EmptyState icon={<PackageOpenIcon />} title="Nothing here yet">
                  <p>There are no products in this category right now. Please check back soon.</p>
                </EmptyState>
              )
            }
          />
        </>
      )}
    </div>
  );
}
