import { Pagination } from '@web/components/pagination';
import { pageCountOf } from '@web/lib/pagination';
import { DataTable, type Column } from './data-table';
import { FilterBar, type FilterDefinition } from './filter-bar';
import type { TableParams } from './use-table-params';

interface ServerTableProps<Row, Filter extends string> {
  label: string;
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  /**
   * The table's state (useTableParams), which the list query follows. Without it the list is the
   * server's whole answer in the server's order (the categories, a few dozen): no sort, no pages.
   */
  table?: TableParams<Filter>;
  result: { data?: { list: Row[]; total?: number }; isFetching: boolean };
  empty: string;
  /** With a label, a search box that says what it looks in; without, no search. */
  searchLabel?: string;
  filters?: readonly FilterDefinition<Filter>[];
}

/** A console list: its filter bar, the server-sorted table and the pages, all from one table state. */
export function ServerTable<Row, Filter extends string = never>({
  label,
  columns,
  rowKey,
  table,
  result,
  empty,
  searchLabel,
  filters,
}: ServerTableProps<Row, Filter>) {
  const total = result.data?.total;
  return (
    <>
      {table && (searchLabel || filters) && (
        <FilterBar
          searchLabel={searchLabel}
          search={table.search}
          onSearch={searchLabel ? table.setSearch : undefined}
          filters={filters}
          values={table.filters}
          onFilter={table.setFilter}
        />
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={result.data?.list}
        rowKey={rowKey}
        sort={table && { column: table.sort, order: table.order, onSort: table.toggleSort, setSort: table.setSort }}
        loading={result.isFetching}
        empty={empty}
      />
      {table && total !== undefined && (
        <Pagination
          page={table.page}
          pageCount={pageCountOf(total, table.pageSize)}
          onPageChange={table.setPage}
          summary={rangeText(table.page, table.pageSize, total)}
          className="mt-3"
        />
      )}
    </>
  );
}

/** "41–60 of 212": which rows this page shows, of how many the server has. */
function rangeText(page: number, pageSize: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} of ${total}`;
}
