import { DataTable, type Column } from './data-table';
import { FilterBar, type FilterDefinition } from './filter-bar';
import { Pagination } from './pagination';
import type { TableParams } from './use-table-params';

interface ServerTableProps<Row, Filter extends string> {
  label: string;
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  /** The table's state (useTableParams) and the list query it drives. */
  table: TableParams<Filter>;
  result: { data?: { list: Row[]; total: number }; isFetching: boolean };
  pageSize: number;
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
  pageSize,
  empty,
  searchLabel,
  filters,
}: ServerTableProps<Row, Filter>) {
  return (
    <>
      {(searchLabel || filters) && (
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
        sort={{ column: table.sort, order: table.order, onSort: table.toggleSort }}
        loading={result.isFetching}
        empty={empty}
      />
      <Pagination page={table.page} pageSize={pageSize} total={result.data?.total} onPage={table.setPage} />
    </>
  );
}
