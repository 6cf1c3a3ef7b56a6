import type { Order } from '@shared/schemas/order';
import { useOrderReviews } from '../api/get-order-reviews';
import { useShipments } from '../api/get-shipments';
import type { ItemAfterSale } from '../components/order-item-actions';
import { orderStatus } from '../lib/order-status';

/**
 * A paid order's shipments and reviews, asked for as soon as the order is shown (so the Order
 * Items tab opens ready), matched to its items. An unpaid order neither ships nor takes reviews:
 * it is not asked about.
 */
export function useItemsAfterSale(order: Order): (orderItemId: number) => ItemAfterSale {
  const { reviewable } = orderStatus(order);
  const shipments = useShipments(order.orderUuid, { enabled: reviewable });
  const reviews = useOrderReviews(order.orderUuid, { enabled: reviewable });
  return (orderItemId) => {
    const review = reviews.data?.list.find((r) => r.orderItemId === orderItemId);
    return {
      shipments: shipments.data?.list.filter((s) => s.orderItemId === orderItemId) ?? [],
      review,
      // Unknown reviews decide nothing: 'Write Review' waits for them.
      canWriteReview: reviewable && reviews.isSuccess && !review,
    };
  };
}
