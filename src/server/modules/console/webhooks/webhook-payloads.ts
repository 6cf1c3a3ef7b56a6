import type { WebhookPayloads } from '@server/modules/webhook';
import { refundView } from '@server/modules/refund';
import { productView } from '@server/modules/console/products/products.service';
import { listReviews } from '@server/modules/console/reviews/reviews.repository';
import { findWithCountsById } from '@server/modules/console/orders/orders.repository';
import { orderDetailOf } from '@server/modules/console/orders/orders.service';

/**
 * A webhook's `data`: the order, refund, product or review as the console's own calls answer it
 * (GET /api/admin/orders/{orderUuid}, a refund of an order, GET /api/admin/products/{id},
 * a review of GET /api/admin/reviews), read in the event's transaction. app.ts hands these to the
 * webhook module, which imports none of the modules it tells about.
 */
export const webhookPayloads: WebhookPayloads = {
  async order(db, orderId) {
    const order = await findWithCountsById(db, orderId);
    return order && orderDetailOf(db, order);
  },
  refund: (db, refundId) => refundView(db, refundId),
  product: (db, productId) => productView(db, productId),
  async review(db, reviewId) {
    const { list } = await listReviews(db, {
      reviewId,
      limit: 1,
      offset: 0,
      sort: 'createdAt',
      order: 'desc',
    });
    return list[0];
  },
};
