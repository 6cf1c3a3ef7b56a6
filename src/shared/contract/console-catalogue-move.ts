import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/catalogue-move');
/** A whole catalogue brought in from a CSV file, and products, orders and customers taken out as CSV. */
const move = { tag: 'admin', schemas: () => import('../schemas/catalogue-move') } as const satisfies Domain<Schemas>;

export const downloadProductTemplate = {
  ...move,
  method: 'GET',
  path: '/admin/imports/products/template.csv',
  access: 'operator',
  scope: 'products:read',
  summary: 'The product file format: its header and example rows',
  file: 'text/csv',
} as const satisfies EndpointOf<Schemas>;

export const importProducts = {
  ...move,
  method: 'POST',
  path: '/admin/imports/products',
  access: 'operator',
  scope: 'products:write',
  summary: 'Import a product file (CSV, with an optional zip of its pictures), or dry-run it',
  body: 'productImportFormSchema',
  response: 'importStartedSchema',
} as const satisfies EndpointOf<Schemas>;

export const getImport = {
  ...move,
  method: 'GET',
  path: '/admin/imports/:importId',
  access: 'operator',
  scope: 'products:read',
  summary: "An import's progress and its report: what was created, updated, unchanged, refused",
  params: 'importIdParamsSchema',
  response: 'importReportSchema',
} as const satisfies EndpointOf<Schemas>;

export const exportProducts = {
  ...move,
  method: 'GET',
  path: '/admin/exports/products.csv',
  access: 'operator',
  scope: 'products:read',
  summary: "Every product the list's filters keep, in the import's format",
  query: 'productExportQuerySchema',
  file: 'text/csv',
} as const satisfies EndpointOf<Schemas>;

export const exportOrders = {
  ...move,
  method: 'GET',
  path: '/admin/exports/orders.csv',
  access: 'operator',
  scope: 'orders:read',
  summary: 'Orders placed from one day to another, one row per order line',
  query: 'orderExportQuerySchema',
  file: 'text/csv',
} as const satisfies EndpointOf<Schemas>;

export const exportCustomers = {
  ...move,
  method: 'GET',
  path: '/admin/exports/customers.csv',
  access: 'operator',
  scope: 'customers:read',
  summary: 'Customer accounts, nothing secret',
  query: 'customerExportQuerySchema',
  file: 'text/csv',
} as const satisfies EndpointOf<Schemas>;
