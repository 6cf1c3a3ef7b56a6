import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console');
/** The operator's decision on a refund request (docs/after-sales.md "Refunds"). */
const refunds = { tag: 'admin', schemas: () => import('../schemas/console') } as const satisfies Domain<Schemas>;

export const approveRefund = {
  ...refunds,
  method: 'POST',
  path: '/admin/orders/:orderUuid/refund/approve',
  access: 'operator',
  scope: 'refunds:write',
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
  scope: 'refunds:write',
  summary: 'Reject a refund request, with a remark for the customer',
  params: 'orderUuidParamsSchema',
  body: 'rejectRefundSchema',
  response: 'refundDecisionResponseSchema',
} as const satisfies EndpointOf<Schemas>;

type PartialSchemas = typeof import('../schemas/console-refunds');
/** An operator's own refunds: by lines or amount, and cancellations of unshipped items (docs/after-sales.md). */
const partial = {
  tag: 'admin',
  schemas: () => import('../schemas/console-refunds'),
} as const satisfies Domain<PartialSchemas>;

export const createRefund = {
  ...partial,
  method: 'POST',
  path: '/admin/orders/:orderUuid/refunds',
  access: 'operator',
  scope: 'refunds:write',
  summary: 'Refund lines (their paid value) or an amount, up to what is left of the payment',
  params: 'orderUuidParamsSchema',
  body: 'createRefundSchema',
  response: 'orderRefundSchema',
} as const satisfies EndpointOf<PartialSchemas>;

export const previewRefund = {
  ...partial,
  method: 'POST',
  path: '/admin/orders/:orderUuid/refunds/preview',
  access: 'operator',
  scope: 'refunds:read',
  summary: 'What a refund would give back, without making it',
  params: 'orderUuidParamsSchema',
  body: 'createRefundSchema',
  response: 'refundPreviewSchema',
} as const satisfies EndpointOf<PartialSchemas>;

export const cancelItems = {
  ...partial,
  method: 'POST',
  path: '/admin/orders/:orderUuid/cancellations',
  access: 'operator',
  scope: 'refunds:write',
  summary: 'Cancel units not shipped yet: refunded and put back in stock in one step',
  params: 'orderUuidParamsSchema',
  body: 'createCancellationSchema',
  response: 'orderRefundSchema',
} as const satisfies EndpointOf<PartialSchemas>;
