import { Link } from 'react-router';
import { accountRoles, type AccountRole } from '@shared/schemas/auth';
import type { ConsoleCustomer } from '@shared/schemas/console-customers';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import type { Column } from '../kit/data-table';
import type { FilterDefinition } from '../kit/filter-bar';
import { downloadCustomers } from '../catalogue-move/catalogue-move-api';
import { ExportButton } from '../catalogue-move/export-button';
import { usePasswordAgain } from '../staff/password-again';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { StatusBadge } from '../kit/status-badge';
import { useTableParams } from '../kit/use-table-params';
import { accountState, customerName } from './account-state';
import { useAdminCustomers } from './customers-api';

const ROLE_LABELS: Record<AccountRole, string> = { customer: 'Customer', operator: 'Operator' };
const filters: FilterDefinition<'role'>[] = [
  {
    name: 'role',
    label: 'Role',
    anyLabel: 'Any role',
    options: accountRoles.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
  },
];

const columns: Column<ConsoleCustomer>[] = [
  {
    id: 'email',
    header: 'Email',
    sortable: true,
    cell: (c) => (
      <Link
        to={consolePaths.customer(c.userId)}
        title={customerName(c)}
        className="block max-w-36 truncate font-medium underline-offset-4 hover:underline sm:max-w-xs"
      >
        {customerName(c)}
      </Link>
    ),
  },
  { id: 'name', header: 'Name', wide: true, cell: (c) => c.screenName },
  { id: 'role', header: 'Role', wide: true, cell: (c) => ROLE_LABELS[c.role] },
  { id: 'account', header: 'Account', cell: (c) => <StatusBadge value={accountState(c)} /> },
  {
    id: 'createdAt',
    header: 'Joined',
    sortable: true,
    wide: true,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.createdAt)}</span>,
  },
  { id: 'orders', header: 'Orders', sortable: true, align: 'right', cell: (c) => c.orderCount },
  { id: 'spent', header: 'Spent', sortable: true, align: 'right', cell: (c) => formatMoney(c.totalSpent) },
];

/** Every account: who buys, how often and how much; a row opens the customer's orders. */
export function CustomerListPage() {
  const table = useTableParams({ defaultSort: 'createdAt', filters: ['role'] as const });
  const customers = useAdminCustomers(table.query);
  // The customer file is personal data: after 10 minutes the server asks for the password again.
  const { withPassword, dialog } = usePasswordAgain();
  return (
    <>
      {dialog}
      <PageHeader
        title="Customers"
        description="Accounts with their paid orders and what they spent (refunds taken off)."
        actions={
          <ExportButton
            label="Export customers"
            download={() =>
              withPassword(() =>
                downloadCustomers({
                  search: table.search || undefined,
                  role: (table.filters.role || undefined) as 'customer' | 'operator' | undefined,
                }),
              )
            }
          />
        }
      />
      <ServerTable
        label="Customers"
        columns={columns}
        rowKey={(c) => c.userId}
        table={table}
        result={customers}
        empty="No customer matches."
        searchLabel="Email or name"
        filters={filters}
      />
    </>
  );
}
