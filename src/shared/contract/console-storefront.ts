import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-catalog');
/** Categories, the menu and the home page (docs/operator-console.md): what the storefront shows around its products. */
const storefront = {
  tag: 'admin',
  schemas: () => import('../schemas/console-catalog'),
} as const satisfies Domain<Schemas>;

export const listConsoleCategories = {
  ...storefront,
  method: 'GET',
  path: '/admin/categories',
  access: 'operator',
  scope: 'products:read',
  summary: 'Every category, with how many products it holds',
  response: 'consoleCategoryListSchema',
} as const satisfies EndpointOf<Schemas>;

export const createCategory = {
  ...storefront,
  method: 'POST',
  path: '/admin/categories',
  access: 'operator',
  scope: 'products:write',
  summary: 'Add a category or a sub-category',
  body: 'categoryCreateSchema',
  response: 'categoryIdResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateCategory = {
  ...storefront,
  method: 'POST',
  path: '/admin/categories/:categoryId',
  access: 'operator',
  scope: 'products:write',
  summary: 'Rename a category or change its description',
  params: 'consoleCategoryIdParamsSchema',
  body: 'categoryWriteSchema',
  response: 'categoryIdResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const reorderCategories = {
  ...storefront,
  method: 'POST',
  path: '/admin/categories/order',
  access: 'operator',
  scope: 'products:write',
  summary: 'Put the categories under one parent in a new order',
  body: 'categoryOrderSchema',
  response: 'consoleCategoryListSchema',
} as const satisfies EndpointOf<Schemas>;

export const deleteCategory = {
  ...storefront,
  method: 'DELETE',
  path: '/admin/categories/:categoryId',
  access: 'operator',
  scope: 'products:write',
  summary: 'Delete a category that holds no products, no sub-categories and no menu item',
  params: 'consoleCategoryIdParamsSchema',
  response: 'categoryIdResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const getNavigation = {
  ...storefront,
  method: 'GET',
  path: '/admin/navigation',
  access: 'operator',
  scope: 'content:read',
  summary: 'The menu and its sub-items, as edited',
  response: 'navigationWriteSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveNavigation = {
  ...storefront,
  method: 'POST',
  path: '/admin/navigation',
  access: 'operator',
  scope: 'content:write',
  summary: 'Save the whole menu, in order',
  body: 'navigationWriteSchema',
  response: 'navigationWriteSchema',
} as const satisfies EndpointOf<Schemas>;

export const getHomeBanners = {
  ...storefront,
  method: 'GET',
  path: '/admin/home/banners',
  access: 'operator',
  scope: 'content:read',
  summary: "The home page's banners, as edited",
  response: 'bannersWriteSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveHomeBanners = {
  ...storefront,
  method: 'POST',
  path: '/admin/home/banners',
  access: 'operator',
  scope: 'content:write',
  summary: 'Save every banner, in order',
  body: 'bannersWriteSchema',
  response: 'bannersWriteSchema',
} as const satisfies EndpointOf<Schemas>;

export const getHomeSections = {
  ...storefront,
  method: 'GET',
  path: '/admin/home/sections',
  access: 'operator',
  scope: 'content:read',
  summary: "The home page's sections, as edited",
  response: 'sectionsWriteSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveHomeSections = {
  ...storefront,
  method: 'POST',
  path: '/admin/home/sections',
  access: 'operator',
  scope: 'content:write',
  summary: 'Save every section, in order',
  body: 'sectionsWriteSchema',
  response: 'sectionsWriteSchema',
} as const satisfies EndpointOf<Schemas>;
