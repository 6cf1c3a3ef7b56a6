import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/shop-page');
/** The shop's own pages: shipping, returns, privacy and contact (docs/storefront.md "Shop pages"). */
const pages = { tag: 'pages', schemas: () => import('../schemas/shop-page') } as const satisfies Domain<Schemas>;
const adminPages = { ...pages, tag: 'admin' } as const satisfies Domain<Schemas>;

export const getShopPage = {
  ...pages,
  method: 'GET',
  path: '/pages/:slug',
  access: 'public',
  summary: 'A shop page (shipping, returns, privacy, contact)',
  params: 'shopPageParamsSchema',
  response: 'shopPageSchema',
} as const satisfies EndpointOf<Schemas>;

export const listAdminShopPages = {
  ...adminPages,
  method: 'GET',
  path: '/admin/pages',
  access: 'operator',
  scope: 'content:read',
  summary: "The shop's pages, as edited",
  response: 'shopPageListSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveShopPage = {
  ...adminPages,
  method: 'POST',
  path: '/admin/pages/:slug',
  access: 'operator',
  scope: 'content:write',
  summary: "Save a shop page's title and text (the HTML is sanitised)",
  params: 'shopPageParamsSchema',
  body: 'shopPageWriteSchema',
  response: 'shopPageSchema',
} as const satisfies EndpointOf<Schemas>;
