/**
 * Every status an order, its payments and its refunds can have, and every move allowed between
 * them, written once (docs/after-sales.md "The money model"). The database types
 * (`db/schema.ts`), the wire schemas (`schemas/order.ts`) and every server module that changes a
 * status take them from here; a move missing from a table is a bug the server refuses.
 */

/**
 * The order's own state. `pending`: awaiting payment (stock and coupon reserved); `success`:
 * paid; `failed`: the payment failed; `expired`: not paid in time; `cancelled`: replaced by a
 * newer order of the same shopper before it was paid.
 */
export const paymentStatuses = ['pending', 'success', 'failed', 'expired', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * What the shopper sees of refunds, derived from the order's refund records: `requested` while a
 * shopper's request waits for a decision, `partially_refunded` while less than the amount paid
 * went back, `refunded` once all of it did, `rejected` when the request was refused.
 */
export const refundStatuses = ['none', 'requested', 'partially_refunded', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** One attempt to take the order's money (a checkout session at the provider). */
export const paymentRecordStatuses = ['pending', 'succeeded', 'failed', 'expired', 'cancelled'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/**
 * One refund. `requested`: a shopper asked, nothing is decided; `pending`: decided, the
 * provider is asked (or answered that it is still working); `succeeded`: the money went back;
 * `failed`: the provider could not refund (nothing went back; it can be tried again);
 * `rejected`: an operator refused the shopper's request.
 */
export const refundRecordStatuses = ['requested', 'pending', 'succeeded', 'failed', 'rejected'] as const;
export type RefundRecordStatus = (typeof refundRecordStatuses)[number];

/** Statuses whose amount counts as given back (or promised to the provider): never more than paid. */
export const COMMITTED_REFUND_STATUSES = ['pending', 'succeeded'] as const satisfies readonly RefundRecordStatus[];

type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Where an order may go from each state. A paid order stays paid; refunds are records of their own. */
export const ORDER_TRANSITIONS: Transitions<PaymentStatus> = {
  pending: ['success', 'cancelled', 'expired', 'failed'],
  // The money came in anyway after the order was released: it is marked paid all the same.
  cancelled: ['success'],
  expired: ['success'],
  failed: ['success'],
  success: [],
};

export const PAYMENT_TRANSITIONS: Transitions<PaymentRecordStatus> = {
  pending: ['succeeded', 'failed', 'expired', 'cancelled'],
  cancelled: ['succeeded'],
  expired: ['succeeded'],
  failed: ['succeeded'],
  succeeded: [],
};

export const REFUND_TRANSITIONS: Transitions<RefundRecordStatus> = {
  requested: ['pending', 'rejected'],
  pending: ['succeeded', 'failed'],
  // A failed refund is tried again under a new idempotency key (or, a shopper's request, refused).
  failed: ['pending', 'rejected'],
  // A refund the provider reports as failed after it first succeeded (Stripe can): the money is back with the shop.
  succeeded: ['failed'],
  rejected: [],
};

/** The states from which `to` may be reached in `table` (for conditional updates: `where status in (…)`). */
export function sourcesOf<S extends string>(table: Transitions<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}

export function canMove<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}
