import { useState } from 'react';
import { useParams } from 'react-router';
import type { ConsoleCustomerDetail } from '@shared/schemas/console-customers';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import { AddressPanel } from '../kit/address-panel';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { PageHeader } from '../kit/page-header';
import { Panel } from '../kit/panel';
import { useScopes } from '../kit/scopes';
import { toastDone } from '../kit/toast-done';
import { ServerTable } from '../kit/server-table';
import { StatusBadge } from '../kit/status-badge';
import { useTableParams } from '../kit/use-table-params';
import { orderColumns } from '../orders/order-columns';
import { useAdminOrders } from '../orders/orders-api';
import { accountState, customerName } from './account-state';
import { CustomerNotesPanel } from './customer-notes-panel';
import { useAdminCustomer, useSendPasswordReset } from './customers-api';

const back = { to: consolePaths.customers(), label: 'Customers' };

/**
 * One customer: their account and its state, totals, internal notes and saved addresses, and their
 * orders (the orders list, for them alone).
 */
export function CustomerDetailPage() {
  const { userId = '' } = useParams();
  const customer = useAdminCustomer(userId);
  const table = useTableParams({ defaultSort: 'createdAt' });
  const orders = useAdminOrders({ ...table.query, userId });
  const { can } = useScopes();
  const [resetting, setResetting] = useState(false);
  const reset = useSendPasswordReset({
    mutationConfig: { onSuccess: (sent) => toastDone(`Reset link sent to ${sent.sentTo}`) },
  });
  if (customer.isPending) return <Skeleton className="h-9 w-72" />;
  if (!customer.data) return <PageHeader title="Customer not found" back={back} />;
  const c = customer.data;
  const name = customerName(c);
  return (
    <>
      <PageHeader
        title={name}
        back={back}
        description={`${c.screenName} · joined ${formatDateTime(c.createdAt)}`}
        actions={
          !c.closedAt &&
          can('customers:write') && (
            <Button variant="outline" size="sm" onClick={() => setResetting(true)}>
              Send password reset
            </Button>
          )
        }
      />
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
      <div className="mb-5 grid gap-5 lg:grid-cols-2">
        <AccountDetails customer={c} />
        <CustomerNotesPanel userId={userId} />
      </div>
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
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title="Send password reset"
        description={`A link to set a new password is mailed to ${c.email}. It works once, within 1 hour, and signs the customer out everywhere.`}
        confirmLabel="Send link"
        onConfirm={() => reset.mutateAsync({ userId })}
      />
    </>
  );
}

/** What the shop knows of the account: its address proven, when it joined, its sign-ins. */
function AccountDetails({ customer: c }: { customer: ConsoleCustomerDetail }) {
  return (
    <Panel title="Account details">
      <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted">Email verified</dt>
        <dd>{c.emailVerified ? 'Yes, at sign-up' : 'No'}</dd>
        <dt className="text-muted">Joined</dt>
        <dd>{formatDateTime(c.createdAt)}</dd>
        <dt className="text-muted">Last sign-in</dt>
        <dd>{c.lastSignInAt ? formatDateTime(c.lastSignInAt) : 'Not known'}</dd>
        <dt className="text-muted">Signed in now</dt>
        <dd>{c.activeSignIns === 1 ? 'On 1 device' : `On ${c.activeSignIns} devices`}</dd>
        {c.closedAt && (
          <>
            <dt className="text-muted">Closed</dt>
            <dd>{formatDateTime(c.closedAt)}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
