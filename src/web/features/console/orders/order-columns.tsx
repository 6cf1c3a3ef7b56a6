import { Link } from 'react-router';
import type { ConsoleOrder } from '@shared/schemas/console';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import type { Column } from '../kit/data-table';
import { StatusBadge } from '../kit/status-badge';

/** The orders table's columns, shared by the orders page and a customer's page. */
export const orderColumns: Column<ConsoleOrder>[] = [
  {
    id: 'orderNumber',
    header: 'Number',
    sortable: true,
    cell: (o) => (
      <Link
        to={consolePaths.order(o.orderUuid)}
        className="font-mono font-medium whitespace-nowrap text-ink underline-offset-4 hover:underline"
      >
        {o.orderId}
      </Link>
    ),
  },
  {
    id: 'createdAt',
    header: 'Date',
    sortable: true,
    wide: true,
    cell: (o) => <span className="whitespace-nowrap">{formatDateTime(o.createdAt)}</span>,
  },
  {
    id: 'customerEmail',
    header: 'Customer',
    sortable: true,
    wide: true,
    cell: (o) => (
      <span className="block max-w-48 truncate" title={o.customerEmail}>
        {o.customerEmail}
      </span>
    ),
  },
  { id: 'amount', header: 'Amount', sortable: true, align: 'right', cell: (o) => formatMoney(o.amount) },
  { id: 'payment', header: 'Payment', wide: true, cell: (o) => <StatusBadge value={o.paymentStatus} /> },
  {
    id: 'refund',
    header: 'Refund',
    cell: (o) =>
      o.refundStatus === 'none' ? <span className="text-muted">—</span> : <StatusBadge value={o.refundStatus} />,
  },
  {
    id: 'shipping',
    header: 'Shipping',
    cell: (o) =>
      o.paymentStatus === 'success' ? <StatusBadge value={o.shippingState} /> : <span className="text-muted">—</span>,
  },
];
