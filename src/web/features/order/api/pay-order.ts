import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CreateOrder } from '@shared/schemas/order';
import { leaveSite } from '@web/lib/leave-site';
import { checkoutReturnUrls, orderListReturnUrls } from '../lib/payment-urls';
import { createOrder } from './create-order';
import { startCheckout } from './start-checkout';

/**
 * A mutation that ends by sending the browser to the payment page. It runs once at a time (a
 * double click starts one), and counts as busy until the page is left. Coming back with the
 * browser's Back button may restore this page from the back-forward cache as it was: the
 * button is then made usable again.
 */
function usePaymentRedirect<Input>(checkoutUrlOf: (input: Input) => Promise<string>) {
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      const checkoutUrl = await checkoutUrlOf(input);
      leaveSite.to(checkoutUrl);
      return checkoutUrl;
    },
    onError: () => {
      running.current = false;
    },
  });
  const { reset } = mutation;

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  return {
    start(input: Input) {
      // The ref, not isPending: a second click can arrive before React re-renders the button.
      if (running.current) return;
      running.current = true;
      mutation.mutate(input);
    },
    busy: mutation.isPending || mutation.isSuccess,
    /** Why the last attempt was refused ('' when none or once tried again), for the page to show at Confirm. */
    error: mutation.error?.message ?? '',
  };
}

/** Checkout's Confirm: create the order, open its payment session, go there. */
export function usePlaceOrder() {
  return usePaymentRedirect(async (input: CreateOrder) => {
    const { orderId: orderNumber } = await createOrder(input);
    const { checkoutUrl } = await startCheckout({ orderNumber, ...checkoutReturnUrls(orderNumber, input.couponCode) });
    return checkoutUrl;
  });
}

/** 'Pay now' on an order still awaiting payment. */
export function usePayOrder() {
  return usePaymentRedirect(async (orderNumber: string) => {
    const { checkoutUrl } = await startCheckout({ orderNumber, ...orderListReturnUrls(orderNumber) });
    return checkoutUrl;
  });
}
