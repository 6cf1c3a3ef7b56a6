import { DataTable } from '../kit/data-table';
import { FilterBar } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { Pagination } from '../kit/pagination';
import { useTableParams } from '../kit/use-table-params';
import { orderColumns } from './order-columns';
import { orderFilterNames, orderFilters } from './order-filters';
import { useAdminOrders } from './orders-api';

const PAGE_SIZE = 20;

/** Every order of the shop, newest first: find one by number or email, or work through a queue. */
export function OrderListPage() {
  const table = useTableParams({ defaultSort: 'createdAt', filters: orderFilterNames, pageSize: PAGE_SIZE });
  const orders = useAdminOrders(table.query);
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order of the shop. Filter to a queue, or search by number or email."
      />
      <FilterBar
        searchLabel="Order number or email"
        search={table.search}
        onSearch={table.setSearch}
        filters={orderFilters}
        values={table.filters}
        onFilter={table.setFilter}
      />
      <DataTable
        label="Orders"
        columns={orderColumns}
        rows={orders.data?.list}
        rowKey={(o) => o.orderUuid}
        sort={{ column: table.sort, order: table.order, onSort: table.toggleSort }}
        loading={orders.isFetching}
        empty="No order matches."
      />
      <Pagination page={table.page} pageSize={PAGE_SIZE} total={orders.data?.total} onPage={table.setPage} />
    </>
  );
}
