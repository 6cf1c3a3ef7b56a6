import { z } from 'zod';
import type { InCode } from '../wire-names';
import { consoleListQuerySchema, consolePageSchema } from './console-list';
import { idSchema } from './catalog';
import {
  orderDetailSchema,
  orderItemSchema,
  orderSchema,
  paymentStatuses,
  refundStatuses,
  shipmentSchema,
  shipmentStatuses,
} from './order';
import { plainText } from './text';

/** The operator's calls under /api/admin (docs/after-sales.md "The operator"). */

/** The operator names an order by the same id as its customer. */
export { orderUuidParamsSchema } from './order';

/**
 * Where an order's items are: none shipped, some, or all. `to_ship` is the operator's queue: paid,
 * not refunded, and not every item shipped yet.
 */
export const shippingStates = ['unshipped', 'partial', 'shipped'] as const;
export type ShippingState = (typeof shippingStates)[number];
export const shippingFilters = [...shippingStates, 'to_ship'] as const;

export const consoleOrderSorts = ['createdAt', 'amount', 'orderNumber', 'customerEmail'] as const;

export const consoleOrderListQuerySchema = consoleListQuerySchema(consoleOrderSorts, 'createdAt').extend({
  payment: z.enum(paymentStatuses, { error: `must be one of ${paymentStatuses.join(', ')}` }).optional(),
  refund: z.enum(refundStatuses, { error: `must be one of ${refundStatuses.join(', ')}` }).optional(),
  shipping: z.enum(shippingFilters, { error: `must be one of ${shippingFilters.join(', ')}` }).optional(),
  /** One customer's orders (the customer page). */
  userId: idSchema.optional(),
});

export const consoleOrderSchema = orderSchema.extend({
  customerEmail: z.string(),
  shippingState: z.enum(shippingStates),
});
export type ConsoleOrder = InCode<z.infer<typeof consoleOrderSchema>>;
export const consoleOrderListSchema = consolePageSchema(consoleOrderSchema);

export const orderEventSchema = z.object({
  type: z.string(),
  /** `operator:{userId}`, `customer:{userId}` or `system`. */
  actor: z.string(),
  /** Who that is, in words: the account's email, or 'System'. */
  actorName: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const consoleOrderDetailSchema = orderDetailSchema.extend({
  /** Each line with the SKU of what was sold (its combination's, else the product's; null: none set). */
  items: z.array(orderItemSchema.extend({ sku: z.string().nullable() })),
  customerEmail: z.string(),
  /** The provider's side of an approved refund: a refund that failed shows here, not as refunded. */
  refundOutcome: z.enum(['pending', 'succeeded', 'failed']).nullable(),
  shippingState: z.enum(shippingStates),
  shipments: z.array(shipmentSchema),
  events: z.array(orderEventSchema),
});
export type ConsoleOrderDetail = InCode<z.infer<typeof consoleOrderDetailSchema>>;

const remark = plainText({ label: 'Remark', multiline: true }).trim().max(500, 'Remark must be at most 500 characters');
export const approveRefundSchema = z.object({ remark: remark.optional() });
/** Approving needs no remark, so the body may be left out altogether. */
export const approveRefundBodySchema = approveRefundSchema.optional();
export const rejectRefundSchema = z.object({ remark: remark.min(1, 'Remark must not be empty') });
// The same answer as a customer's refund request: the refund's state after the call.
export { refundDecisionResponseSchema } from './order';

const shipmentLineSchema = z.object({
  orderItemId: idSchema,
  qty: z
    .number({ error: 'qty must be a whole number of units' })
    .int('qty must be a whole number of units')
    .min(1, 'qty must be at least 1')
    .max(10_000, 'qty must be at most 10000'),
});
/**
 * A parcel: `lines` (units of each line) or `orderItemIds` (every unit each line has left to
 * ship), exactly one of them.
 */
export const createShipmentSchema = z
  .object({
    orderItemIds: z
      .array(idSchema, { error: 'orderItemIds must be a list of order item ids' })
      .min(1, 'Choose at least one order item')
      .max(100, 'At most 100 order items per shipment')
      .refine((ids) => new Set(ids).size === ids.length, 'Each order item only once')
      .optional(),
    lines: z
      .array(shipmentLineSchema, { error: 'lines must be a list of {orderItemId, qty}' })
      .min(1, 'Choose at least one order item')
      .max(100, 'At most 100 order items per shipment')
      .refine((lines) => new Set(lines.map((l) => l.orderItemId)).size === lines.length, 'Each order item only once')
      .optional(),
    carrierName: plainText({ label: 'Carrier' })
      .trim()
      .min(1, 'Carrier must not be empty')
      .max(60, 'Carrier must be at most 60 characters'),
    trackingNumber: z
      .string()
      .trim()
      .min(1, 'Tracking number must not be empty')
      .max(64, 'Tracking number must be at most 64 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Tracking number may hold only letters, digits, spaces and dashes'),
  })
  .refine((b) => (b.orderItemIds === undefined) !== (b.lines === undefined), {
    message: 'Give either lines or orderItemIds',
    path: ['lines'],
  });
export const createShipmentResponseSchema = z.object({ shipmentId: z.number().int() });
export const updateShipmentSchema = z.object({
  shipmentStatus: z.enum(shipmentStatuses, { error: `shipmentStatus must be one of ${shipmentStatuses.join(', ')}` }),
});
export const shipmentIdParamsSchema = z.object({ shipmentId: idSchema });
/** A shipment's new status, as the operator set it. */
export const shipmentStatusResponseSchema = shipmentSchema.pick({ shipmentId: true, shipmentStatus: true });
export const confirmationMailResponseSchema = z.object({ sentTo: z.string() });
