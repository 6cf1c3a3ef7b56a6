import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ChevronLeft, CircleAlert } from 'lucide-react';
import { CheckoutSteps } from '@web/components/checkout-steps';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { INVALID_ITEMS_MESSAGE, useCart, useEstimate, useShippingMethods } from '@web/features/cart';
import { usePlaceOrder } from '@web/features/order';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AddressSection } from './address-section';
import { CapturePayment } from './capture-payment';
import { CheckoutItems } from './checkout-items';
import { CheckoutSummary } from './checkout-summary';
import { useBillingAddress, useChosenAddress } from './chosen-address';
import { ShippingMethodSection } from './shipping-method-section';
import { useRefusalToast } from './use-refusal-toast';

export const SELECT_ADDRESS_MESSAGE = 'Please select address first';
export const NO_DELIVERY_MESSAGE = "We don't deliver to this address. Please choose another shipping address.";

/**
 * The checkout page, /order. A return from a successful payment is handled first: by then the
 * paid lines have left the cart, so the empty-cart rule must not send the shopper home.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  const orderNumber = params.get('orderId');
  if (status === 'success' && orderNumber) return <CapturePayment orderNumber={orderNumber} />;
  return <Checkout couponCode={params.get('couponCode') ?? ''} cancelled={status === 'cancelled'} />;
}

function Checkout({ couponCode: requestedCode, cancelled }: { couponCode: string; cancelled: boolean }) {
  useDocumentTitle('Checkout');
  const cart = useCart();
  const shipping = useChosenAddress('shipping');
  const billing = useBillingAddress(shipping);
  const placeOrder = usePlaceOrder();
  // Confirm was pressed without an address: each section still without one says so.
  const [askedForAddresses, setAskedForAddresses] = useState(false);
  const [askedWithInvalidItems, setAskedWithInvalidItems] = useState(false);
  const addressProblem = (chosen: unknown) => (askedForAddresses && !chosen ? SELECT_ADDRESS_MESSAGE : undefined);
  // The cheapest way to the chosen address, until the shopper picks another; an address no zone
  // covers has none, and cannot be ordered to.
  const methods = useShippingMethods(shipping.chosen?.addressId);
  const [pickedMethodId, setPickedMethodId] = useState<number | null>(null);
  const choices = methods.data?.list;
  const method = choices?.find((m) => m.shippingMethodId === pickedMethodId) ?? choices?.[0] ?? null;
  const noDelivery = Boolean(shipping.chosen) && choices?.length === 0;
  // Codes are stored upper-case (the cart sends them so); a code that stopped applying since the
  // cart (a minimum spend, an exhausted coupon) is dropped: the client has toasted why, the
  // summary says it beside the discount, and the order is priced without it rather than refused.
  const [couponCode, setCouponCode] = useState(requestedCode.trim().toUpperCase());
  const [couponRefusal, setCouponRefusal] = useState('');
  const estimate = useEstimate(couponCode, {
    shippingAddressId: shipping.chosen?.addressId,
    shippingMethodId: method?.shippingMethodId,
  });
  if (estimate.isError && couponCode) {
    setCouponRefusal(estimate.error.message);
    setCouponCode('');
  }

  const items = cart.data?.list;
  const refusalToast = useRefusalToast(
    (message) =>
      (message === SELECT_ADDRESS_MESSAGE && Boolean(shipping.chosen && billing.chosen)) ||
      (message === NO_DELIVERY_MESSAGE && !noDelivery) ||
      (message === INVALID_ITEMS_MESSAGE && !items?.some((item) => !item.isValid)),
  );
  if (items && items.length === 0) return <Navigate to={paths.home()} replace />;

  async function confirm() {
    if (!shipping.chosen || !billing.chosen) {
      setAskedForAddresses(true);
      refusalToast.refuse(SELECT_ADDRESS_MESSAGE);
      return;
    }
    if (noDelivery) {
      refusalToast.refuse(NO_DELIVERY_MESSAGE);
      return;
    }
    if (items?.some((item) => !item.isValid)) {
      setAskedWithInvalidItems(true);
      refusalToast.refuse(INVALID_ITEMS_MESSAGE);
      return;
    }
    refusalToast.clear();
    const shippingAddressId = shipping.chosen.addressId;
    let billingAddress: Awaited<ReturnType<typeof billing.settle>>;
    try {
      billingAddress = await billing.settle();
    } catch {
      return; // the API client has toasted why the billing copy could not be saved
    }
    if (!billingAddress) return;
    placeOrder.start({
      couponCode,
      billingAddressId: billingAddress.addressId,
      shippingAddressId,
      // Without an answer yet, the server takes the cheapest, as preselected here.
      ...(method && { shippingMethodId: method.shippingMethodId }),
    });
  }

  return (
    <div className="px-4 pt-6 pb-16 md:px-8 md:pt-10">
      {/* Delivery is done only once both addresses are chosen. */}
      <CheckoutSteps
        current={2}
        unfinished={shipping.chosen && billing.chosen ? [] : [1]}
        className="mx-auto max-w-xl"
      />
      <div className="mt-8 flex flex-wrap items-end justify-between gap-3 md:mt-12">
        <h1 className="font-display text-3xl text-ink md:text-4xl">Checkout</h1>
        <Link to={paths.cart()} className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
          <ChevronLeft aria-hidden="true" className="size-4" />
          Back to cart
        </Link>
      </div>

      {cancelled && <PaymentCancelledNotice />}

      {cart.isPending ? (
        <CheckoutSkeleton />
      ) : cart.isError ? (
        <LoadError message="We couldn't load your cart." onRetry={() => void cart.refetch()} className="py-20" />
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_320px] md:items-start lg:mt-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12">
          <div className="space-y-8">
            <div className="grid gap-8 xl:grid-cols-2 xl:gap-6">
              <AddressSection
                addressType="shipping"
                state={shipping}
                couponCode={couponCode}
                problem={noDelivery ? NO_DELIVERY_MESSAGE : addressProblem(shipping.chosen)}
              />
              <AddressSection
                addressType="billing"
                state={billing}
                sameAs={{ shipping, billing }}
                couponCode={couponCode}
                problem={addressProblem(billing.chosen)}
              />
            </div>
            <ShippingMethodSection
              methods={choices}
              failed={methods.isError}
              onRetry={() => void methods.refetch()}
              noAddress={!shipping.addresses.isPending && !shipping.chosen}
              value={method?.shippingMethodId ?? null}
              onChange={setPickedMethodId}
            />
            <CheckoutItems
              items={items ?? []}
              problem={
                askedWithInvalidItems && items?.some((item) => !item.isValid) ? INVALID_ITEMS_MESSAGE : undefined
              }
            />
          </div>
          <aside className="md:sticky md:top-32">
            <CheckoutSummary
              estimate={estimate.data}
              couponRefusal={couponRefusal}
              busy={placeOrder.busy || billing.copying}
              refusal={placeOrder.error}
              blocked={noDelivery ? NO_DELIVERY_MESSAGE : undefined}
              pricing={Boolean(shipping.chosen) && methods.isPending}
              onConfirm={() => void confirm()}
            />
          </aside>
        </div>
      )}
    </div>
  );
}

/** Back from the payment page without paying: nothing happened, and the cart is as it was. */
function PaymentCancelledNotice() {
  return (
    <p
      role="status"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-line bg-white/70 px-4 py-3 text-sm text-ink-soft"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        <span className="font-semibold text-ink">Payment cancelled.</span> Nothing was charged and your cart is as you
        left it. Confirm again whenever you are ready.
      </span>
    </p>
  );
}

function CheckoutSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading checkout"
      className="mt-8 grid gap-8 md:grid-cols-[minmax(0,1fr)_320px] lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12"
    >
      <div className="space-y-6">
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-3xl" />
    </div>
  );
}
