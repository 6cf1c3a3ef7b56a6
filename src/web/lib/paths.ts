import type { AddressType } from '@shared/schemas/address';
import type { ShopPageSlug } from '@shared/constants';

/**
 * The storefront's one route table. `routePatterns` is what the router matches;
 * `paths` builds the href of each page, so no link, redirect or navigate spells a URL itself.
 * In lib/ (not app/) because features link to each other's pages.
 */
export const routePatterns = {
  home: '/',
  category: '/category/:categoryId',
  search: '/inventory/search',
  product: '/inventory/:productId',
  notFound: '/404',
  cart: '/cart',
  addresses: '/address/:addressType',
  checkout: '/order',
  account: '/user',
  orders: '/user/order',
  order: '/user/order/:orderUuid',
  /** Shipping, returns, privacy and contact: text the operator writes in the console. */
  shopPage: '/pages/:slug',
  /** Where the password reset link the shop mails leads (its token in the fragment). */
  resetPassword: '/reset-password',
  /** The operator console: one lazy route; its own pages are in features/console/admin-routes.tsx. */
  admin: '/admin/*',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  category: (categoryId: string | number) => `/category/${segment(categoryId)}`,
  /** Search is submitted to /inventory/search?keyword={text}. */
  search: (keyword: string) => `/inventory/search?${new URLSearchParams({ keyword: keyword.trim() })}`,
  product: (productId: string | number) => `/inventory/${segment(productId)}`,
  notFound: () => '/404',
  cart: () => '/cart',
  addresses: (addressType: AddressType) => `/address/${addressType}`,
  /** `/order?couponCode={code}`, with the parameter kept even when no code is applied. */
  checkout: (couponCode: string) => `/order?${new URLSearchParams({ couponCode })}`,
  account: () => '/user',
  orders: () => '/user/order',
  order: (orderUuid: string) => `/user/order/${segment(orderUuid)}`,
  shopPage: (slug: ShopPageSlug) => `/pages/${slug}`,
  resetPassword: () => '/reset-password',
  admin: () => '/admin',
} as const;
