// What other features and app/ may use of addresses (the composition rule, docs/storefront.md).
export { getAddressesQueryOptions, useAddresses } from './api/get-addresses';
