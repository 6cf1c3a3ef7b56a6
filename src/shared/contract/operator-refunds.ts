import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/admin');
/** The operator's decision on a refund request (docs/after-sales.md "Refunds"). */
const refunds = { tag: 'admin', schemas: () => import('../schemas/admin') } as const satisfies Domain<Schemas>;

export const approveRefund = {
  ...refunds,
  method: 'POST',
  path: '/admin/orders/:orderUuid/refund/approve',
  access: 'operator',
  summary: 'Approve a refund: the amount paid goes back to the card',
  params: 'orderUuidParamsSchema',
  body: 'approveRefundBodySchema',
  response: 'refundDecisionResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const rejectRefund = {
  ...refunds,
  method: 'POST',
  path: '/admin/orders/:orderUuid/refund/reject',
  access: 'operator',
  summary: 'Reject a refund request, with a remark for the customer',
  params: 'orderUuidParamsSchema',
  body: 'rejectRefundSchema',
  response: 'refundDecisionResponseSchema',
} as const satisfies EndpointOf<Schemas>;
