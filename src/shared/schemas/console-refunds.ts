import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';
import { REFUND_REASON_MAX, orderRefundSchema, orderUuidParamsSchema } from './order';
import { plainText } from './text';
import { taxLineSchema } from './shipping';

/**
 * An operator's refunds (docs/after-sales.md "Partial refunds"): by lines (the amount is what those
 * units were paid, coupon included) or by an amount (up to what is left), and the cancellation
 * of items not shipped yet. Amounts in cents.
 */

export { orderUuidParamsSchema, orderRefundSchema };

export const REFUND_MAX_LINES = 100;

const lines = z
  .array(
    z.object({
      orderItemId: idSchema,
      qty: z
        .number({ error: 'qty must be a number' })
        .int('qty must be a whole number')
        .min(1, 'qty must be at least 1')
        .max(10_000, 'qty is too large'),
    }),
    { error: 'lines must be a list of {orderItemId, qty}' },
  )
  .min(1, 'Choose at least one line')
  .max(REFUND_MAX_LINES, `At most ${REFUND_MAX_LINES} lines`)
  .refine((l) => new Set(l.map((x) => x.orderItemId)).size === l.length, 'Each order item only once');

const reason = plainText({ label: 'Reason', multiline: true })
  .trim()
  .min(1, 'Reason must not be empty')
  .max(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`);

export const createRefundSchema = z
  .object({
    lines: lines.optional(),
    amount: z
      .number({ error: 'amount must be a number of cents' })
      .int('amount must be a whole number of cents')
      .min(1, 'amount must be at least 1 cent')
      .max(100_000_000, 'amount is too large')
      .optional(),
    reason,
    restock: z.boolean({ error: 'restock must be true or false' }).optional().default(false),
    /** Give back the order's shipping (and its tax) with these lines; once per order. */
    refundShipping: z.boolean({ error: 'refundShipping must be true or false' }).optional().default(false),
  })
  .refine((b) => (b.lines === undefined) !== (b.amount === undefined), {
    error: 'Give either lines or an amount',
  })
  .refine((b) => !(b.amount !== undefined && b.restock), { error: 'Only a refund by lines can restock' })
  .refine((b) => !(b.amount !== undefined && b.refundShipping), {
    error: 'Only a refund by lines can add the shipping (an amount may include it)',
  });
export type CreateRefund = InCode<z.output<typeof createRefundSchema>>;

export const createCancellationSchema = z.object({ lines, reason });
export type CreateCancellation = InCode<z.output<typeof createCancellationSchema>>;

/** What a refund would give back, before the operator confirms it. */
export const refundPreviewSchema = z.object({
  amount: z.number().int(),
  items: z.array(z.object({ orderItemId: z.number().int(), qty: z.number().int(), amount: z.number().int() })),
  /** The shipping given back within `amount` (0 unless `refundShipping`). */
  shippingAmount: z.number().int(),
  /** The tax given back within `amount`, one line per rate of the order. */
  taxAmount: z.number().int(),
  taxLines: z.array(taxLineSchema),
  /** What was paid, what went back before this refund, and what is left before it. */
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  leftAmount: z.number().int(),
});
export type RefundPreview = InCode<z.infer<typeof refundPreviewSchema>>;
