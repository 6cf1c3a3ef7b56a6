import { useParams } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import { AddressPanel } from '../kit/address-panel';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { StatusBadge } from '../kit/status-badge';
import { useTableParams } from '../kit/use-table-params';
import { orderColumns } from '../orders/order-columns';
import { useAdminOrders } from '../orders/orders-api';
import { accountState, customerName } from './account-state';
import { useAdminCustomer } from './customers-api';

const back = { to: consolePaths.customers(), label: 'Customers' };

/** One customer: their account, totals and saved addresses, and their orders (the orders list, for them alone). */
export function CustomerDetailPage() {
  const { userId = '' } = useParams();
  const customer = useAdminCustomer(userId);
  const table = useTableParams({ defaultSort: 'createdAt' });
  const orders = useAdminOrders({ ...table.query, userId });
  if (customer.isPending) return <Skeleton className="h-9 w-72" />;
  if (!customer.data) return <PageHeader title="Customer not found" back={back} />;
  const c = customer.data;
  const name = customerName(c);
  return (
    <>
      <PageHeader title={name} back={back} description={`${c.screenName} · joined ${formatDateTime(c.createdAt)}`} />
      {c.closedAt && (
        <p className="mb-5 max-w-2xl text-sm text-muted">
          The shopper closed this account on {formatDateTime(c.closedAt)}: its email, name, addresses, cart and
          notifications were erased. Its paid orders, invoices and credit notes are kept, with the name and address
          printed on them.
        </p>
      )}
      <dl className="mb-5 grid grid-cols-2 gap-3 sm:max-w-xl sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-white/60 p-4">
          <dt className="text-xs text-muted uppercase">Account</dt>
          <dd className="mt-1.5">
            <StatusBadge value={accountState(c)} />
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-white/60 p-4">
          <dt className="text-xs text-muted uppercase">Paid orders</dt>
          <dd className="font-display text-2xl">{c.orderCount}</dd>
        </div>
        <div className="rounded-xl border border-line bg-white/60 p-4">
          <dt className="text-xs text-muted uppercase">Total spent</dt>
          <dd className="font-display text-2xl">{formatMoney(c.totalSpent)}</dd>
        </div>
      </dl>
      {c.addresses.length > 0 && (
        <section aria-label="Addresses" className="mb-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {c.addresses.map((address) => (
            <AddressPanel
              key={address.addressId}
              title={`${address.addressType === 'billing' ? 'Billing' : 'Shipping'} address`}
              address={address}
              actions={address.isDefault && <StatusBadge value="default" />}
            />
          ))}
        </section>
      )}
      <h2 className="mb-3 text-base font-semibold">Orders</h2>
      <ServerTable
        label={c.closedAt ? 'Orders of the closed account' : `Orders of ${c.email}`}
        columns={orderColumns.filter((col) => col.id !== 'customerEmail')}
        rowKey={(o) => o.orderUuid}
        table={table}
        result={orders}
        empty="No orders yet."
      />
    </>
  );
}
