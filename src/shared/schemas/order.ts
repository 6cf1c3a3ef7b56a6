import { z } from 'zod';
import type { InCode } from '../wire-names';
import { addressSchema } from './address';
import { ORDER_REVIEWS_PAGE_SIZE } from '../constants';
import { idSchema, pageSizeSchema, reviewListQuerySchema, reviewSchema } from './catalog';
import { plainText } from './text';
import { taxLineSchema } from './shipping';
import { paymentStatuses, refundRecordStatuses, refundStatuses } from '../order-states';

/**
 * Orders and payment (docs/orders-and-payment.md). An order is a snapshot: what
 * was bought, at what price, delivered where — it never changes with the catalogue.
 */

/** Stripe is the only gateway; the payload still carries the provider's name. */
export const PAYMENT_GATEWAY = 'stripe';
export const ORDER_CURRENCY = 'usd';

/* The statuses and their moves are written once, in ../order-states.ts. */
export { paymentStatuses, refundStatuses, refundRecordStatuses };
export type { PaymentStatus, RefundStatus, RefundRecordStatus } from '../order-states';

/**
 * The order number people see: ten characters of Crockford's base32 (no I, L, O, U), in two
 * groups, e.g. `7K3M9-QX2TB`. Random, so numbers tell nothing about sales or neighbours.
 */
export const ORDER_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
export const orderNumberSchema = z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, 'is not an order number');
export const orderUuidSchema = z.uuid({ error: 'is not an order id' });

export const createOrderSchema = z.object({
  /** Empty means no coupon. */
  couponCode: plainText().trim().max(64, 'must be at most 64 characters').optional().default(''),
  billingAddressId: idSchema,
  shippingAddressId: idSchema,
  /** A method of the shipping address's zone; absent: the cheapest. */
  shippingMethodId: idSchema.optional(),
});
export type CreateOrder = InCode<z.infer<typeof createOrderSchema>>;
export const createOrderResponseSchema = z.object({ orderId: z.string(), orderUuid: z.string() });

/**
 * Where the payment page sends the shopper back. Both must be on the shop's own origin
 * (PUBLIC_URL; the server checks that) and free of control characters, which no browser sends
 * and which would make the redirect after payment impossible to write.
 */
const returnUrl = (field: string) =>
  z
    .url({ error: `${field} must be a URL` })
    .max(2000)
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((url) => !/[\u0000-\u001f\u007f-\u009f]/.test(url), 'must not contain control characters');
export const checkoutSchema = z.object({
  paymentGateway: z.literal(PAYMENT_GATEWAY, { error: `paymentGateway must be ${PAYMENT_GATEWAY}` }),
  successUrl: returnUrl('successUrl'),
  cancelUrl: returnUrl('cancelUrl'),
});
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });

export const orderNumberParamsSchema = z.object({ orderId: orderNumberSchema });
export const orderUuidParamsSchema = z.object({ orderUuid: orderUuidSchema });
export const creditNoteParamsSchema = z.object({
  orderUuid: orderUuidSchema,
  refundId: z.coerce.number({ error: 'is not a refund id' }).int('is not a refund id').positive('is not a refund id'),
});

/**
 * Amounts in cents. `originalAmount` is the items before the coupon, `amount` is what was charged:
 * items − discount + shipping, plus the tax when prices exclude it.
 */
export const orderSchema = z.object({
  orderUuid: z.string(),
  orderId: z.string(),
  originalAmount: z.number().int(),
  amount: z.number().int(),
  /** The sum of `taxLines`: inside `amount` when `pricesIncludeTax`, added to it otherwise. */
  taxAmount: z.number().int(),
  taxLines: z.array(taxLineSchema),
  pricesIncludeTax: z.boolean(),
  /** The delivery as chosen, kept as it was then: its price, name and days. */
  shippingAmount: z.number().int(),
  /** Null for orders placed before shipping methods existed. */
  shippingMethodName: z.string().nullable(),
  deliveryDays: z.number().int().nullable(),
  currency: z.string(),
  couponCode: z.string().nullable(),
  paymentGateway: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  refundStatus: z.enum(refundStatuses),
  createdAt: z.string(),
  /** When an unpaid order stops waiting for payment; null once it is no longer pending. */
  expiresAt: z.string().nullable(),
  /** Units bought, over all lines. */
  itemCount: z.number().int(),
});
export type Order = InCode<z.infer<typeof orderSchema>>;

/**
 * Where the goods of a paid order are: `not_shipped` (nothing in a shipment yet),
 * `partly_shipped` (some lines in a shipment), `shipped` (every line in one), `delivered` (every
 * line in a delivered shipment).
 */
export const shippingStates = ['not_shipped', 'partly_shipped', 'shipped', 'delivered'] as const;
export type ShippingState = (typeof shippingStates)[number];
export const SHIPPING_STATE_LABELS: Record<ShippingState, string> = {
  not_shipped: 'Not shipped',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
};
/** The lines an order card pictures; the rest are counted ('+2 more'). */
export const ORDER_CARD_ITEMS = 3;

/** An order of the list: the order, its first lines as bought, how many lines, and where they are. */
export const orderListItemSchema = orderSchema.extend({
  /** `cancelledQty`: units of the line the shop cancelled before shipping (the card counts what is left). */
  firstItems: z.array(
    z.object({
      inventoryName: z.string(),
      coverPath: z.string(),
      qty: z.number().int(),
      cancelledQty: z.number().int(),
    }),
  ),
  lineCount: z.number().int(),
  shippingState: z.enum(shippingStates),
});
export type OrderListItem = InCode<z.infer<typeof orderListItemSchema>>;
export const orderListSchema = z.object({ list: z.array(orderListItemSchema) });

/** An address as it was when the order was placed. */
export const orderAddressSchema = addressSchema.omit({ addressId: true, isDefault: true });
export type OrderAddress = InCode<z.infer<typeof orderAddressSchema>>;

export const orderItemAddonSchema = z.object({ addonType: z.string(), name: z.string(), price: z.number().int() });

/** An order's items: `price` is the line total; `addon` the add-on names. */
export const orderItemSchema = z.object({
  orderItemId: z.number().int(),
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  coverPath: z.string(),
  qty: z.number().int(),
  /** Product price plus add-ons, per unit. */
  unitPrice: z.number().int(),
  price: z.number().int(),
  addon: z.array(z.string()),
  addons: z.array(orderItemAddonSchema),
  /** Units of this line given back by refunds that went (or are going) through. */
  refundedQty: z.number().int(),
  /** Of those, units the shop cancelled before they shipped (they never leave the warehouse). */
  cancelledQty: z.number().int(),
});
export type OrderItem = InCode<z.infer<typeof orderItemSchema>>;

export const refundInfoSchema = z.object({
  status: z.enum(refundStatuses),
  reason: z.string(),
  remark: z.string().nullable(),
});

/** One refund of the order; `items` is empty for a refund of an amount. */
export const orderRefundSchema = z.object({
  refundId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(refundRecordStatuses),
  reason: z.string(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(z.object({ orderItemId: z.number().int(), qty: z.number().int() })),
  /** The tax given back within `amount`, and the shipping given back within it. */
  taxAmount: z.number().int(),
  shippingAmount: z.number().int(),
  /** `CN-000007` once the refund completed (its credit note can be downloaded); null before. */
  creditNoteNumber: z.string().nullable(),
});
export type OrderRefund = InCode<z.infer<typeof orderRefundSchema>>;

export const orderDetailSchema = z.object({
  order: orderSchema,
  refund: refundInfoSchema.nullable(),
  refunds: z.array(orderRefundSchema),
  /** Given back, or promised to the provider, over all refunds. */
  refundedAmount: z.number().int(),
  billingAddress: orderAddressSchema,
  shippingAddress: orderAddressSchema,
  items: z.array(orderItemSchema),
});
export type OrderDetail = InCode<z.infer<typeof orderDetailSchema>>;

/* ------------------------------------------------------------------------------------------ */
/* After the sale (docs/after-sales.md): refunds, shipments, reviews of bought items.          */

export const REFUND_REASON_MAX = 500;
export const refundRequestSchema = z.object({
  reason: plainText({ label: 'Reason', multiline: true })
    .trim()
    .min(1, 'Reason must not be empty')
    .max(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`),
});
export type RefundRequest = InCode<z.infer<typeof refundRequestSchema>>;
/** The refund's state after a request, or after an operator's decision. */
export const refundDecisionResponseSchema = z.object({ refundStatus: z.enum(refundStatuses) });

/** The carrier's progress; a shipment starts `shipped`. */
export const shipmentStatuses = ['shipped', 'in_transit', 'out_for_delivery', 'delivered', 'exception'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  shipped: 'Shipped',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  exception: 'Exception',
};

/** One row per order line in a parcel, with how many of its units it holds; `trackingUrl` only for known carriers. */
export const shipmentSchema = z.object({
  shipmentId: z.number().int(),
  orderItemId: z.number().int(),
  qty: z.number().int(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  shipmentStatus: z.enum(shipmentStatuses),
  trackingUrl: z.string().nullable(),
});
export type Shipment = InCode<z.infer<typeof shipmentSchema>>;
export const shipmentListSchema = z.object({ list: z.array(shipmentSchema) });

/** Ratings go in half stars from 0.5 to 5. */
export const RATING_STEP = 0.5;
export const REVIEW_CONTENT_MAX = 2000;
export const reviewRatingSchema = z
  .number({ error: 'Rating must be a number' })
  .min(0.5, 'Rating must be at least 0.5')
  .max(5, 'Rating must be at most 5')
  .refine((r) => Number.isInteger(r * 2), 'Rating must be in half stars');

export const createReviewSchema = z.object({
  rating: reviewRatingSchema,
  content: plainText({ label: 'Review', multiline: true })
    .trim()
    .min(1, 'Review must not be empty')
    .max(REVIEW_CONTENT_MAX, `Review must be at most ${REVIEW_CONTENT_MAX} characters`),
  /** The `url` a completed upload of the same customer answered; omitted or empty: no photo. */
  photoPath: z.string().max(2000).optional(),
});
export type CreateReview = InCode<z.infer<typeof createReviewSchema>>;
export const createReviewResponseSchema = z.object({
  reviewId: z.number().int(),
  /** The shop holds new reviews: this one shows on the product page once an operator approves it. */
  awaitingApproval: z.boolean(),
});

export const orderItemParamsSchema = z.object({
  orderUuid: orderUuidSchema,
  orderItemId: z.coerce
    .number({ error: 'is not an order item id' })
    .int('is not an order item id')
    .positive('is not an order item id'),
});

/** An order's reviews, 99 a page. */
export const orderReviewListQuerySchema = reviewListQuerySchema.extend({
  num: pageSizeSchema(ORDER_REVIEWS_PAGE_SIZE),
});
/** An order's review as its author sees it: whether it still waits for the shop's approval. */
export const orderReviewSchema = reviewSchema.extend({ awaitingApproval: z.boolean() });
export type OrderReview = InCode<z.infer<typeof orderReviewSchema>>;
export const orderReviewListSchema = z.object({ list: z.array(orderReviewSchema) });
