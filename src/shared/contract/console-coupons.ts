import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-coupons');
/** Coupons (docs/operator-console.md). */
const coupons = {
  tag: 'admin',
  schemas: () => import('../schemas/console-coupons'),
} as const satisfies Domain<Schemas>;

export const listCoupons = {
  ...coupons,
  method: 'GET',
  path: '/admin/coupons',
  access: 'operator',
  scope: 'content:read',
  summary: 'Every coupon with its uses, newest first',
  query: 'consoleCouponListQuerySchema',
  response: 'consoleCouponListSchema',
} as const satisfies EndpointOf<Schemas>;

export const getCoupon = {
  ...coupons,
  method: 'GET',
  path: '/admin/coupons/:couponId',
  access: 'operator',
  scope: 'content:read',
  summary: 'One coupon',
  params: 'couponIdParamsSchema',
  response: 'consoleCouponSchema',
} as const satisfies EndpointOf<Schemas>;

export const createCoupon = {
  ...coupons,
  method: 'POST',
  path: '/admin/coupons',
  access: 'operator',
  scope: 'content:write',
  summary: 'Create a coupon',
  body: 'couponWriteSchema',
  response: 'consoleCouponSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateCoupon = {
  ...coupons,
  method: 'POST',
  path: '/admin/coupons/:couponId',
  access: 'operator',
  scope: 'content:write',
  summary: 'Change a coupon',
  params: 'couponIdParamsSchema',
  body: 'couponWriteSchema',
  response: 'consoleCouponSchema',
} as const satisfies EndpointOf<Schemas>;

export const disableCoupon = {
  ...coupons,
  method: 'POST',
  path: '/admin/coupons/:couponId/disable',
  access: 'operator',
  scope: 'content:write',
  summary: 'Switch a coupon off: it no longer applies',
  params: 'couponIdParamsSchema',
  response: 'consoleCouponSchema',
} as const satisfies EndpointOf<Schemas>;
