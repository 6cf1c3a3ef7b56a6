import type { OrderItem, OrderReview, Shipment } from '@shared/schemas/order';
import { ReviewViewDialog } from './review-view-dialog';
import { ShipmentDialog } from './shipment-dialog';
import { WriteReviewDialog } from './write-review-dialog';

export interface ItemAfterSale {
  /** The parcels holding this line's units: one, or several when it was shipped in parts. */
  shipments: Shipment[];
  review?: OrderReview;
  /** Paid, not reviewed yet, and the order's reviews are known. */
  canWriteReview: boolean;
}

/** 'Check Shipment' when the item has shipped; 'Check Review' when reviewed, else 'Write Review'. */
export function OrderItemActions({
  orderUuid,
  item,
  afterSale: { shipments, review, canWriteReview },
}: {
  orderUuid: string;
  item: OrderItem;
  afterSale: ItemAfterSale;
}) {
  return (
    <>
      {shipments.length > 0 && <ShipmentDialog shipments={shipments} itemName={item.inventoryName} />}
      {review && <ReviewViewDialog review={review} itemName={item.inventoryName} />}
      {canWriteReview && <WriteReviewDialog orderUuid={orderUuid} item={item} />}
    </>
  );
}

export const hasActions = ({ shipments, review, canWriteReview }: ItemAfterSale) =>
  Boolean(shipments.length > 0 || review || canWriteReview);
