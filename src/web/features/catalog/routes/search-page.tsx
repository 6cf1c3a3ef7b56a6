import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@web/components/icons/search-icon';
import { SearchXIcon } from '@web/components/icons/search-x-icon';
import { useControlHeaderSearch } from '@web/lib/header-search';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useProductList } from '../api/get-product-list';
import { BrowseCategories } from '../components/browse-categories';
import { CatalogResults } from '../components/catalog-results';
import { EmptyState } from '../components/empty-state';
import { ResultCount } from '../components/result-count';
import { SortSelect } from '../components/sort-select';
import { resultsState } from '../lib/results-state';
import { useListParams } from '../lib/use-list-params';
import { paths } from '@web/lib/paths';
import { Link } from 'react-router';
import { useFacets } from '../api/get-facets';
import { FilterBar } from '../components/filter-bar';
import { GRID_BESIDE_FILTERS, RESULTS_HEADER, ResultsBesideFilters } from '../components/results-beside-filters';
import { hasAnyFilter } from '../lib/filter-params';
import { parseFilters, withFilters } from '../lib/filter-url';

const emptySearch = { data: { list: [], total: 0 }, loading: false, failed: false, onRetry: () => {} };

/**
 * The search page. The keyword is the URL's `?keyword=`; a new search is a new URL without a
 * page, so it starts at page 1. The header box (and the phone's search drawer) show and submit
 * the page's own draft.
 */
export function SearchPage() {
  const { page, sort, setPage, setSort, searchParams, setSearchParams } = useListParams();
  const navigate = useNavigate();
  const keyword = (searchParams.get('keyword') ?? '').trim();
  const exact = searchParams.get('exact') === '1';
  const rawCategory = searchParams.get('categoryId');
  const categoryId = rawCategory && /^\d{1,9}$/.test(rawCategory) ? rawCategory : undefined;
  const filters = parseFilters(searchParams);

  // The box follows the URL when it changes under it (Back, Forward, a link), not on every render.
  const [draft, setDraft] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }

  useControlHeaderSearch({
    value: draft,
    onValueChange: setDraft,
    onSubmit: (value) => void navigate(paths.search(value)),
    autoFocus: true,
  });
  useDocumentTitle(
    keyword ? `Search: ${keyword}` : 'Search',
    // As the server's (searchDescription in @shared/meta-description).
    keyword ? `Products matching “${keyword}”, with their prices and reviews.` : "Search the shop's catalogue.",
  );

  // An empty search shows nothing and a total of 0, without asking the server. A search that
  // found nothing shows no filter bar of zeros, unless a filter the shopper set is the reason.
  const scope = { search: keyword, exact, categoryId, filters };
  const list = useProductList({ ...scope, page, sort }, keyword !== '');
  const facets = useFacets(scope, keyword !== '');
  const results = keyword ? resultsState(list) : emptySearch;
  const correctedSearch = list.data?.correctedSearch;
  const withCategory = (id: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('categoryId', String(id));
    next.delete('page');
    return `${paths.search(keyword).split('?')[0]}?${next.toString()}`;
  };
  const exactSearch = () => {
    const next = new URLSearchParams(searchParams);
    next.set('exact', '1');
    next.delete('page');
    return `${paths.search(keyword).split('?')[0]}?${next.toString()}`;
  };

  return (
    <div className="px-4 pt-8 pb-16 md:px-8 md:pt-10">
      <header>
        <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight break-words text-ink md:text-5xl">
          {/* The words actually searched: after a correction, the corrected ones. */}
          Searching for "{correctedSearch ?? keyword}"
        </h1>
        {correctedSearch && (
          <p className="mt-3 text-base text-muted" role="status">
            Showing results for <strong className="text-ink">{correctedSearch}</strong>.{' '}
            <Link to={exactSearch()} className="text-ink underline underline-offset-4">
              Search for "{keyword}" instead
            </Link>
          </p>
        )}
      </header>

      <ResultsBesideFilters
        filters={
          keyword &&
          (hasAnyFilter(filters) || results.loading || (results.data?.total ?? 0) > 0) && (
            <FilterBar
              filters={filters}
              facets={facets.data}
              total={results.data?.total}
              onChange={(next) => setSearchParams((current) => withFilters(current, next))}
              categoryHref={withCategory}
              currentCategoryId={categoryId === undefined ? undefined : Number(categoryId)}
            />
          )
        }
      >
        {keyword && (results.loading || (results.data?.total ?? 0) > 0) && (
          <div className={RESULTS_HEADER}>
            <ResultCount total={results.data?.total} loading={results.loading} />
            <SortSelect value={sort} onChange={setSort} defaultLabel="Best match" />
          </div>
        )}

        <CatalogResults
          {...results}
          page={page}
          onPageChange={setPage}
          gridClassName={GRID_BESIDE_FILTERS}
          empty={
            keyword && hasAnyFilter(filters) ? (
              <EmptyState icon={<SearchXIcon />} title="No products match these filters">
                <p>Remove a filter or choose Clear all to see more.</p>
              </EmptyState>
            ) : keyword ? (
              <EmptyState icon={<SearchXIcon />} title={`No results for "${keyword}"`}>
                <p>Check the spelling, or try a shorter or more general word.</p>
                <BrowseCategories />
              </EmptyState>
            ) : (
              <EmptyState icon={<SearchIcon />} title="What are you looking for?">
                <p>Type a product name, a material or a category in the search box.</p>
                <BrowseCategories />
              </EmptyState>
            )
          }
        />
      </ResultsBesideFilters>
    </div>
  );
}
