import { PAYMENT_GATEWAY } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';

export interface StartCheckoutInput {
  /** The order number (`orderId`), not the uuid. */
  orderId: string;
  successUrl: string;
  cancelUrl: string;
}

/** Opens (or reuses) the payment session of an unpaid order; the answer is where to send the browser. */
export function startCheckout({
  orderId,
  successUrl,
  cancelUrl,
}: StartCheckoutInput): Promise<{ checkoutUrl: string }> {
  return api.post(`/shopping-cart/order/${encodeURIComponent(orderId)}/checkout`, {
    paymentGateway: PAYMENT_GATEWAY,
    successUrl,
    cancelUrl,
  });
}
