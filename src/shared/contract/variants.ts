import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/variant');
const variants = { tag: 'catalogue', schemas: () => import('../schemas/variant') } as const satisfies Domain<Schemas>;

export const listVariants = {
  ...variants,
  method: 'GET',
  path: '/product/inventory/:id/variants',
  access: 'public',
  summary: "A product's colour and size combinations: SKU, whether each can be bought, its picture",
  params: 'productIdParamsSchema',
  response: 'variantListSchema',
} as const satisfies EndpointOf<Schemas>;

export const listAdminVariants = {
  ...variants,
  tag: 'admin',
  method: 'GET',
  path: '/admin/products/:inventoryId/variants',
  access: 'operator',
  scope: 'products:read',
  summary: "A product's combinations with SKU, exact stock and picture",
  params: 'consoleProductIdParamsSchema',
  response: 'adminVariantListSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveVariants = {
  ...variants,
  tag: 'admin',
  method: 'POST',
  path: '/admin/products/:inventoryId/variants',
  access: 'operator',
  scope: 'products:write',
  summary: "Save the SKUs and pictures of a product's combinations",
  params: 'consoleProductIdParamsSchema',
  body: 'variantWriteSchema',
  response: 'adminVariantListSchema',
} as const satisfies EndpointOf<Schemas>;
