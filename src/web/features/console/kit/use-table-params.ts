import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

export interface TableParams<Filter extends string> {
  page: number;
  /** Rows a page holds (`num` in the query). */
  pageSize: number;
  sort: string;
  order: SortOrder;
  search: string;
  filters: Record<Filter, string>;
  /** What the list call sends: page, num, sort, order, search and the filters that are set. */
  query: Record<string, string | number | undefined>;
  setPage(page: number): void;
  /** A click on a column: sorts by it, or turns its direction round when it already sorts. */
  toggleSort(column: string): void;
  /** A column and its direction at once (the phone's sort select). */
  setSort(column: string, order: SortOrder): void;
  setSearch(search: string): void;
  setFilter(name: Filter, value: string): void;
}

interface TableParamsOptions<Filter extends string> {
  defaultSort: string;
  defaultOrder?: SortOrder;
  filters?: readonly Filter[];
  pageSize?: number;
}

/**
 * A console table's state — page, sort, search, filters — kept in the address, so a filtered list
 * can be linked to (the dashboard does), bookmarked and reloaded, and Back returns to it. The
 * server does the sorting, filtering and paging; this only says what to ask for. Any change but
 * the page goes back to page 1.
 */
export function useTableParams<Filter extends string = never>({
  defaultSort,
  defaultOrder = 'desc',
  filters: filterNames = [],
  pageSize = 20,
}: TableParamsOptions<Filter>): TableParams<Filter> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const sort = params.get('sort') || defaultSort;
  const order: SortOrder =
    params.get('order') === 'asc' || params.get('order') === 'desc' ? (params.get('order') as SortOrder) : defaultOrder;
  const search = params.get('search') ?? '';
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>,
    // Recomputed when a filter's value changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: !keepPage },
      ),
    [setParams],
  );

  return {
    page,
    pageSize,
    sort,
    order,
    search,
    filters,
    query: {
      page,
      num: pageSize,
      sort,
      order,
      search: search || undefined,
      ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, (v as string) || undefined])),
    },
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }, true),
    toggleSort: (column) =>
      update({
        sort: column,
        order: column === sort && order === 'desc' ? 'asc' : column === sort ? 'desc' : defaultOrder,
      }),
    setSort: (column, nextOrder) => update({ sort: column, order: nextOrder }),
    setSearch: (next) => update({ search: next.trim() || undefined }),
    setFilter: (name, value) => update({ [name]: value || undefined }),
  };
}
