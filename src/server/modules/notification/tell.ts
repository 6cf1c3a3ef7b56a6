import { formatMoney } from '@shared/money';
import type { Tx } from '@server/db/transaction';
import { notify, type NotificationSignal } from './notify.js';

/**
 * The notifications of an order's life, one function per event, each called inside the
 * transaction that records the event (docs/notifications.md "Events"). Texts are the shop's.
 */

interface OrderRef {
  user_id: number;
  order_uuid: string;
  order_number: string;
}

const orderLink = (order: OrderRef) => `/user/order/${order.order_uuid}`;

export async function tellOrderPaid(
  tx: Tx,
  signal: NotificationSignal,
  order: OrderRef & { amount: number },
  now: string,
) {
  await notify(tx, signal, {
    userId: order.user_id,
    type: 'order_paid',
    title: 'Payment received',
    text: `Order ${order.order_number} is paid (${formatMoney(order.amount)}). We are preparing it.`,
    link: orderLink(order),
    now,
  });
}

export async function tellItemsShipped(
  tx: Tx,
  signal: NotificationSignal,
  order: OrderRef,
  shipment: { names: string[]; carrierName: string; trackingNumber: string; trackingUrl: string | null },
  now: string,
) {
  await notify(tx, signal, {
    userId: order.user_id,
    type: 'items_shipped',
    title: 'Items shipped',
    text: `${shipment.names.join(', ')} shipped with ${shipment.carrierName}, tracking number ${shipment.trackingNumber}.`,
    link: orderLink(order),
    trackingUrl: shipment.trackingUrl,
    now,
  });
}

export async function tellDelivered(tx: Tx, signal: NotificationSignal, order: OrderRef, now: string) {
  await notify(tx, signal, {
    userId: order.user_id,
    type: 'shipment_delivered',
    title: 'Delivered',
    text: `A shipment of order ${order.order_number} was delivered.`,
    link: orderLink(order),
    now,
  });
}

/**
 * A refund decision. `approved`: the payout is under way; `completed`: the money is back;
 * `rejected`: with the shop's remark.
 */
export async function tellRefund(
  tx: Tx,
  signal: NotificationSignal,
  order: OrderRef,
  outcome: { kind: 'approved' | 'completed'; amount: number } | { kind: 'rejected'; remark: string },
  now: string,
) {
  const told =
    outcome.kind === 'rejected'
      ? {
          type: 'refund_rejected' as const,
          title: 'Refund request declined',
          text: `Your refund request for order ${order.order_number} was not approved: ${outcome.remark}`,
        }
      : outcome.kind === 'approved'
        ? {
            type: 'refund_approved' as const,
            title: 'Refund approved',
            text: `Your refund of ${formatMoney(outcome.amount)} for order ${order.order_number} was approved.`,
          }
        : {
            type: 'refund_completed' as const,
            title: 'Refund completed',
            text: `${formatMoney(outcome.amount)} for order ${order.order_number} was refunded to your card.`,
          };
  await notify(tx, signal, { userId: order.user_id, ...told, link: orderLink(order), now });
}

export async function tellReviewHidden(
  tx: Tx,
  signal: NotificationSignal,
  review: { userId: number; orderUuid: string; productName: string },
  now: string,
) {
  await notify(tx, signal, {
    userId: review.userId,
    type: 'review_hidden',
    title: 'Review hidden',
    text: `Your review of ${review.productName} was hidden from its product page by the shop.`,
    link: `/user/order/${review.orderUuid}`,
    now,
  });
}
