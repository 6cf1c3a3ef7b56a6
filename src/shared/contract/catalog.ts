import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/catalog');
const catalog = { tag: 'catalogue', schemas: () => import('../schemas/catalog') } as const satisfies Domain<Schemas>;

export const getCategory = {
  ...catalog,
  method: 'GET',
  path: '/filter/category/:categoryId',
  access: 'public',
  summary: 'A category',
  params: 'categoryIdParamsSchema',
  response: 'categorySchema',
} as const satisfies EndpointOf<Schemas>;

export const listProducts = {
  ...catalog,
  method: 'GET',
  path: '/product/inventory',
  access: 'public',
  summary: 'Browse or search products',
  query: 'productListQuerySchema',
  response: 'productListSchema',
} as const satisfies EndpointOf<Schemas>;

export const listProductFacets = {
  ...catalog,
  method: 'GET',
  path: '/product/facets',
  access: 'public',
  summary: 'How many products each filter choice would leave',
  query: 'productFilterQuerySchema',
  response: 'productFacetsSchema',
} as const satisfies EndpointOf<Schemas>;

export const suggest = {
  ...catalog,
  method: 'GET',
  path: '/search/suggest',
  access: 'public',
  summary: 'Products and categories for what is typed so far',
  query: 'suggestQuerySchema',
  response: 'suggestionsSchema',
} as const satisfies EndpointOf<Schemas>;

export const getProduct = {
  ...catalog,
  method: 'GET',
  path: '/product/inventory/:id',
  access: 'public',
  summary: 'A product',
  params: 'productIdParamsSchema',
  response: 'productSchema',
} as const satisfies EndpointOf<Schemas>;

export const listAddons = {
  ...catalog,
  method: 'GET',
  path: '/product/inventory/:id/addon',
  access: 'public',
  summary: "A product's add-ons",
  params: 'productIdParamsSchema',
  response: 'addonListSchema',
} as const satisfies EndpointOf<Schemas>;

export const listReviews = {
  ...catalog,
  method: 'GET',
  path: '/product/inventory/:id/review',
  access: 'public',
  summary: "A product's reviews, newest first",
  params: 'productIdParamsSchema',
  query: 'reviewListQuerySchema',
  response: 'reviewListSchema',
} as const satisfies EndpointOf<Schemas>;

export const listRecommendations = {
  ...catalog,
  method: 'GET',
  path: '/product/inventory/:id/recommend',
  access: 'public',
  summary: 'Related products',
  params: 'productIdParamsSchema',
  response: 'recommendListSchema',
} as const satisfies EndpointOf<Schemas>;
