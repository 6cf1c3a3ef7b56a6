import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Search, SearchX } from 'lucide-react';
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

const emptySearch = { data: { list: [], total: 0 }, loading: false, failed: false, onRetry: () => {} };

/**
 * The search page. The keyword is the URL's `?keyword=`; a new search is a new URL without a
 * page, so it starts at page 1. The header box (and the phone's search drawer) show and submit
 * the page's own draft.
 */
export function SearchPage() {
  const { page, sort, setPage, setSort, searchParams } = useListParams();
  const navigate = useNavigate();
  const keyword = (searchParams.get('keyword') ?? '').trim();

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

  // An empty search shows nothing and a total of 0, without asking the server.
  const list = useProductList({ search: keyword, page, sort }, keyword !== '');
  const results = keyword ? resultsState(list) : emptySearch;

  return (
    <div className="px-4 pt-8 pb-16 md:px-8 md:pt-10">
      <header>
        <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight break-words text-ink md:text-5xl">
          Searching for "{keyword}"
        </h1>
      </header>

      {keyword && (results.loading || (results.data?.total ?? 0) > 0) && (
        <div className="mt-6 mb-6 flex items-center justify-between gap-4 border-t border-line pt-5 md:mb-8">
          <ResultCount total={results.data?.total} loading={results.loading} />
          <SortSelect value={sort} onChange={setSort} defaultLabel="Best match" />
        </div>
      )}

      <CatalogResults
        {...results}
        page={page}
        onPageChange={setPage}
        empty={
          keyword ? (
            <EmptyState icon={<SearchX />} title={`No results for "${keyword}"`}>
              <p>Check the spelling, or try a shorter or more general word.</p>
              <BrowseCategories />
            </EmptyState>
          ) : (
            <EmptyState icon={<Search />} title="What are you looking for?">
              <p>Type a product name, a material or a category in the search box.</p>
              <BrowseCategories />
            </EmptyState>
          )
        }
      />
    </div>
  );
}
