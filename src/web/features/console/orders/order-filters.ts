import { shippingFilters } from '@shared/schemas/console';
import { paymentStatuses, refundStatuses } from '@shared/schemas/order';
import type { FilterDefinition } from '../kit/filter-bar';
import { statusLabel } from '../kit/status-badge';

export const orderFilterNames = ['payment', 'refund', 'shipping'] as const;
export type OrderFilterName = (typeof orderFilterNames)[number];

const options = (values: readonly string[]) => values.map((value) => ({ value, label: statusLabel(value) }));

/** The orders list's filters; the shipping one leads with the operator's queue. */
export const orderFilters: FilterDefinition<OrderFilterName>[] = [
  { name: 'payment', label: 'Payment', anyLabel: 'Any payment', options: options(paymentStatuses) },
  { name: 'refund', label: 'Refund', anyLabel: 'Any refund', options: options(refundStatuses) },
  {
    name: 'shipping',
    label: 'Shipping',
    anyLabel: 'Any shipping',
    options: options(shippingFilters),
  },
];
