import { z } from 'zod';
import { idSchema, pageSchema, pageSizeSchema } from './catalog';
import {
  orderDetailSchema,
  orderSchema,
  paymentStatuses,
  refundStatuses,
  shipmentSchema,
  shipmentStatuses,
} from './order';
import { plainText } from './text';

/** The operator's calls under /api/admin (docs/after-sales.md "The operator"). */

export const adminOrderListQuerySchema = z.object({
  page: pageSchema.default(1),
  num: pageSizeSchema(20),
  /** A payment status, or `refund_requested`: the orders waiting for a refund decision. */
  status: z
    .enum([...paymentStatuses, 'refund_requested'], {
      error: `must be one of ${[...paymentStatuses, 'refund_requested'].join(', ')}`,
    })
    .optional(),
  /** An order number (or its start) or part of the customer's email. */
  search: plainText().trim().max(200, 'must be at most 200 characters').optional(),
});

export const adminOrderSchema = orderSchema.extend({ customerEmail: z.string() });
export const adminOrderListSchema = z.object({ list: z.array(adminOrderSchema), total: z.number().int() });

export const orderEventSchema = z.object({
  type: z.string(),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const adminOrderDetailSchema = orderDetailSchema.extend({
  customerEmail: z.string(),
  /** The provider's side of an approved refund: a refund that failed shows here, not as refunded. */
  refundOutcome: z.enum(['pending', 'succeeded', 'failed']).nullable(),
  shipments: z.array(shipmentSchema),
  events: z.array(orderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const remark = plainText({ label: 'Remark', multiline: true }).trim().max(500, 'Remark must be at most 500 characters');
export const approveRefundSchema = z.object({ remark: remark.optional() });
export const rejectRefundSchema = z.object({ remark: remark.min(1, 'Remark must not be empty') });
export const refundDecisionResponseSchema = z.object({ refundStatus: z.enum(refundStatuses) });

export const createShipmentSchema = z.object({
  orderItemIds: z
    .array(idSchema, { error: 'orderItemIds must be a list of order item ids' })
    .min(1, 'Choose at least one order item')
    .max(100, 'At most 100 order items per shipment')
    .refine((ids) => new Set(ids).size === ids.length, 'Each order item only once'),
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
});
export const createShipmentResponseSchema = z.object({ shipmentId: z.number().int() });
export const updateShipmentSchema = z.object({
  shipmentStatus: z.enum(shipmentStatuses, { error: `shipmentStatus must be one of ${shipmentStatuses.join(', ')}` }),
});
export const shipmentIdParamsSchema = z.object({ shipmentId: idSchema });
export const reviewIdParamsSchema = z.object({ reviewId: idSchema });
export const reviewVisibilityResponseSchema = z.object({ hidden: z.boolean() });
