import { OrderExport } from '../catalogue-move/order-export';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { useTableParams } from '../kit/use-table-params';
import { orderColumns } from './order-columns';
import { orderFilterNames, orderFilters } from './order-filters';
import { useAdminOrders } from './orders-api';

/** Every order of the shop, newest first: find one by number or email, or work through a queue. */
export function OrderListPage() {
  const table = useTableParams({ defaultSort: 'createdAt', filters: orderFilterNames });
  const orders = useAdminOrders(table.query);
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order of the shop. Filter to a queue, or search by number or email."
        actions={<OrderExport filters={{ search: table.search || undefined, ...table.filters }} />}
      />
      <ServerTable
        label="Orders"
        columns={orderColumns}
        rowKey={(o) => o.orderUuid}
        table={table}
        result={orders}
        empty="No order matches."
        searchLabel="Order number or email"
        filters={orderFilters}
      />
    </>
  );
}
