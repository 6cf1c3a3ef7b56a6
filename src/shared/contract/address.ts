import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/address');
const address = { tag: 'address', schemas: () => import('../schemas/address') } as const satisfies Domain<Schemas>;

export const listAddresses = {
  ...address,
  method: 'GET',
  path: '/user/addresses',
  access: 'customer',
  summary: 'Address book',
  query: 'addressListQuerySchema',
  response: 'addressListSchema',
} as const satisfies EndpointOf<Schemas>;

export const createAddress = {
  ...address,
  method: 'POST',
  path: '/user/address/creation',
  access: 'customer',
  summary: 'Add an address',
  body: 'createAddressSchema',
  response: 'addressSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateAddress = {
  ...address,
  method: 'POST',
  path: '/user/address/:addressId',
  access: 'customer',
  summary: 'Change an address or make it the default',
  params: 'addressParamsSchema',
  body: 'updateAddressSchema',
  response: 'addressSchema',
} as const satisfies EndpointOf<Schemas>;

export const deleteAddress = {
  ...address,
  method: 'DELETE',
  path: '/user/address/:addressId',
  access: 'customer',
  summary: 'Delete an address',
  params: 'addressParamsSchema',
} as const satisfies EndpointOf<Schemas>;
