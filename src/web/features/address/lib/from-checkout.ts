import type { AddressType } from '@shared/schemas/address';
import { paths } from '@web/lib/paths';

/** Set when the shopper came to an address book from the checkout, with the code it applies. */
export type FromCheckout = { couponCode: string } | null;

/**
 * An address book opened from the checkout: `/address/{type}?from=checkout&couponCode={code}`.
 * The page then shows the checkout's steps (at Delivery) and leads back to the checkout with the
 * same code. A query flag rather than router state, so a reload or a link opened in a new tab
 * still knows it. Not in lib/paths.ts: only these lazy pages need it, not every first load.
 */
export function addressBookPath(addressType: AddressType, checkout: FromCheckout): string {
  if (!checkout) return paths.addresses(addressType);
  return `${paths.addresses(addressType)}?${new URLSearchParams({ from: 'checkout', couponCode: checkout.couponCode })}`;
}

/** The `FromCheckout` an address book's query says. */
export function fromCheckout(params: URLSearchParams): FromCheckout {
  return params.get('from') === 'checkout' ? { couponCode: params.get('couponCode') ?? '' } : null;
}
