import { PAYMENT_GATEWAY } from '@shared/schemas/order';
import { api } from '@web/lib/api-client';
import { startCheckout as startCheckoutEndpoint } from '@shared/contract/order';

export interface StartCheckoutInput {
  /** The order number (`orderId`), not the uuid. */
  orderNumber: string;
  successUrl: string;
  cancelUrl: string;
}

/** Opens (or reuses) the payment session of an unpaid order; the answer is where to send the browser. */
export function startCheckout({ orderNumber, successUrl, cancelUrl }: StartCheckoutInput) {
  return api.call(startCheckoutEndpoint, {
    params: { orderId: orderNumber },
    body: { paymentGateway: PAYMENT_GATEWAY, successUrl, cancelUrl },
  });
}
