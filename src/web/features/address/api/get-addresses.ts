import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { addressTypes, type Address, type AddressType } from '@shared/schemas/address';
import { api } from '@web/lib/api-client';
import { listAddresses } from '@shared/contract/address';
import { customerKey } from '@web/lib/react-query';

/** The server answers the default first, then the newest. */
export function getAddresses(addressType: AddressType): Promise<{ list: Address[] }> {
  return api.call(listAddresses, { query: { addressType } });
}

/** One list per type; checkout's pickers read the same lists. */
export const getAddressesQueryOptions = (addressType: AddressType) =>
  queryOptions({ queryKey: [...customerKey('addresses'), addressType], queryFn: () => getAddresses(addressType) });

export function useAddresses(addressType: AddressType) {
  return useQuery(getAddressesQueryOptions(addressType));
}

/**
 * After any change, both lists are read back rather than patched: a new default reorders its
 * list and unsets the old one, and deleting the default promotes another one on the server.
 */
export function invalidateAddressLists(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    addressTypes.map((type) => queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions(type).queryKey })),
  );
}
