import type { OrderItem, OrderReview, Shipment } from '@shared/schemas/order';
import { ReviewViewDialog } from './review-view-dialog';
import { ShipmentDialog } from './shipment-dialog';
import { WriteReviewDialog } from './write-review-dialog';

export interface ItemAfterSale {
  shipment?: Shipment;
  review?: OrderReview;
  /** Paid, not reviewed yet, and the order's reviews are known. */
  canWriteReview: boolean;
}

/** 'Check Shipment' when the item has shipped; 'Check Review' when reviewed, else 'Write Review'. */
export function OrderItemActions({
  orderUuid,
  item,
  afterSale: { shipment, review, canWriteReview },
}: {
  orderUuid: string;
  item: OrderItem;
  afterSale: ItemAfterSale;
}) {
  return (
    <>
      {shipment && <ShipmentDialog shipment={shipment} itemName={item.inventoryName} />}
      {review && <ReviewViewDialog review={review} itemName={item.inventoryName} />}
      {canWriteReview && <WriteReviewDialog orderUuid={orderUuid} item={item} />}
    </>
  );
}

export const hasActions = ({ shipment, review, canWriteReview }: ItemAfterSale) =>
  Boolean(shipment || review || canWriteReview);
