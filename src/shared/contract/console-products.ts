import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-catalog');
/** Products and their stock (docs/operator-console.md). */
const products = {
  tag: 'admin',
  schemas: () => import('../schemas/console-catalog'),
} as const satisfies Domain<Schemas>;

export const listConsoleProducts = {
  ...products,
  method: 'GET',
  path: '/admin/products',
  access: 'operator',
  scope: 'products:read',
  summary: 'Every product, withdrawn ones too: searched, filtered, sorted and paged',
  query: 'consoleProductListQuerySchema',
  response: 'consoleProductListSchema',
} as const satisfies EndpointOf<Schemas>;

export const getConsoleProduct = {
  ...products,
  method: 'GET',
  path: '/admin/products/:inventoryId',
  access: 'operator',
  scope: 'products:read',
  summary: 'One product as it is edited',
  params: 'consoleProductIdParamsSchema',
  response: 'consoleProductSchema',
} as const satisfies EndpointOf<Schemas>;

export const createProduct = {
  ...products,
  method: 'POST',
  path: '/admin/products',
  access: 'operator',
  scope: 'products:write',
  summary: 'Add a product with its first stock',
  body: 'productCreateSchema',
  response: 'productIdResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateProduct = {
  ...products,
  method: 'POST',
  path: '/admin/products/:inventoryId',
  access: 'operator',
  scope: 'products:write',
  summary: 'Save a product: the storefront shows it at once',
  params: 'consoleProductIdParamsSchema',
  body: 'productWriteSchema',
  response: 'consoleProductSchema',
} as const satisfies EndpointOf<Schemas>;

export const adjustStock = {
  ...products,
  method: 'POST',
  path: '/admin/stock/adjustments',
  access: 'operator',
  scope: 'stock:write',
  summary: 'Add or take off units of several products, with a reason',
  body: 'stockAdjustmentSchema',
  response: 'stockAdjustmentResultSchema',
} as const satisfies EndpointOf<Schemas>;

export const listStockMovements = {
  ...products,
  method: 'GET',
  path: '/admin/products/:inventoryId/stock-movements',
  access: 'operator',
  scope: 'stock:read',
  summary: "The last 50 changes of a product's stock made by hand",
  params: 'consoleProductIdParamsSchema',
  response: 'stockMovementListSchema',
} as const satisfies EndpointOf<Schemas>;

export const listBadges = {
  ...products,
  method: 'GET',
  path: '/admin/badges',
  access: 'operator',
  scope: 'products:read',
  summary: 'The badges a product may wear',
  response: 'badgeListSchema',
} as const satisfies EndpointOf<Schemas>;
