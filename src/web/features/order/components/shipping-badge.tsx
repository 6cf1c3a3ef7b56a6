import { SHIPPING_STATE_LABELS, type ShippingState } from '@shared/schemas/order';
import { Badge, type BadgeTone } from '@web/components/ui/badge';

const TONES: Record<ShippingState, BadgeTone> = {
  not_shipped: 'muted',
  partly_shipped: 'waiting',
  shipped: 'waiting',
  delivered: 'success',
};

/** Where a paid order's goods are: Not shipped, Partly shipped, Shipped or Delivered. */
export function ShippingBadge({ state }: { state: ShippingState }) {
  return <Badge tone={TONES[state]}>{SHIPPING_STATE_LABELS[state]}</Badge>;
}
