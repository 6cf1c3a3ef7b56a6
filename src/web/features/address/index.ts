// What other features and app/ may use of addresses (the composition rule, docs/storefront.md).
export { useCreateAddress } from './api/create-address';
export { getAddressesQueryOptions, useAddresses } from './api/get-addresses';
export { AddressDialog } from './components/address-dialog';
export { countryName } from './lib/country-name';
export { addressBookPath } from './lib/from-checkout';
