import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-shipping');
/** Shipping zones and their methods, and tax rates (docs/shipping-and-tax.md): the shop's settings, for API keys. */
const shipping = {
  tag: 'admin',
  schemas: () => import('../schemas/console-shipping'),
} as const satisfies Domain<Schemas>;

export const listShippingZones = {
  ...shipping,
  method: 'GET',
  path: '/admin/shipping/zones',
  access: 'operator',
  scope: 'settings:read',
  summary: 'Every shipping zone with its regions and methods',
  response: 'zoneListSchema',
} as const satisfies EndpointOf<Schemas>;

export const createShippingZone = {
  ...shipping,
  method: 'POST',
  path: '/admin/shipping/zones',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Add a shipping zone: countries and US states',
  body: 'zoneWriteSchema',
  response: 'zoneSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateShippingZone = {
  ...shipping,
  method: 'POST',
  path: '/admin/shipping/zones/:zoneId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Rename a zone or change its regions',
  params: 'zoneParamsSchema',
  body: 'zoneWriteSchema',
  response: 'zoneSchema',
} as const satisfies EndpointOf<Schemas>;

export const deleteShippingZone = {
  ...shipping,
  method: 'DELETE',
  path: '/admin/shipping/zones/:zoneId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Remove a zone and its methods (orders keep what they were charged)',
  params: 'zoneParamsSchema',
} as const satisfies EndpointOf<Schemas>;

export const createShippingMethod = {
  ...shipping,
  method: 'POST',
  path: '/admin/shipping/zones/:zoneId/methods',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Add a shipping method to a zone',
  params: 'zoneParamsSchema',
  body: 'methodWriteSchema',
  response: 'methodSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateShippingMethod = {
  ...shipping,
  method: 'POST',
  path: '/admin/shipping/methods/:methodId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Change a shipping method (orders placed keep their snapshot)',
  params: 'methodParamsSchema',
  body: 'methodWriteSchema',
  response: 'methodSchema',
} as const satisfies EndpointOf<Schemas>;

export const deleteShippingMethod = {
  ...shipping,
  method: 'DELETE',
  path: '/admin/shipping/methods/:methodId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Remove a shipping method',
  params: 'methodParamsSchema',
} as const satisfies EndpointOf<Schemas>;

export const listTaxRates = {
  ...shipping,
  method: 'GET',
  path: '/admin/tax/rates',
  access: 'operator',
  scope: 'settings:read',
  summary: 'Every tax rate, by country and state',
  response: 'taxRateListSchema',
} as const satisfies EndpointOf<Schemas>;

export const createTaxRate = {
  ...shipping,
  method: 'POST',
  path: '/admin/tax/rates',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Add a tax rate for a country or a US state and a tax class',
  body: 'taxRateWriteSchema',
  response: 'taxRateSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateTaxRate = {
  ...shipping,
  method: 'POST',
  path: '/admin/tax/rates/:taxRateId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Change a tax rate (orders placed keep their tax lines)',
  params: 'taxRateParamsSchema',
  body: 'taxRateWriteSchema',
  response: 'taxRateSchema',
} as const satisfies EndpointOf<Schemas>;

export const deleteTaxRate = {
  ...shipping,
  method: 'DELETE',
  path: '/admin/tax/rates/:taxRateId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Remove a tax rate',
  params: 'taxRateParamsSchema',
} as const satisfies EndpointOf<Schemas>;
