import { paths, routePatterns } from '@web/lib/paths';

/**
 * Where the payment provider sends the shopper back: both on the shop's own origin,
 * which the server insists on. Success lands on the checkout page, which captures the order;
 * a cancelled payment returns to the checkout page with the cart and coupon as they were.
 */
export function checkoutReturnUrls(orderNumber: string, couponCode: string) {
  const origin = window.location.origin;
  return {
    successUrl: `${origin}${routePatterns.checkout}?${new URLSearchParams({ status: 'success', orderId: orderNumber })}`,
    cancelUrl: `${origin}${routePatterns.checkout}?${new URLSearchParams({ status: 'cancelled', orderId: orderNumber, couponCode })}`,
  };
}

/** 'Pay now' on the order list: a cancelled payment goes back to the list it started from. */
export function orderListReturnUrls(orderNumber: string) {
  const origin = window.location.origin;
  return {
    successUrl: `${origin}${routePatterns.checkout}?${new URLSearchParams({ status: 'success', orderId: orderNumber })}`,
    cancelUrl: `${origin}${paths.orders()}`,
  };
}
