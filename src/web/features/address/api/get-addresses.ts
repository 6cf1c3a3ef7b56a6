import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressType } from '@shared/schemas/address';
import { api } from '@web/lib/api-client';

/** Every cached address list lives under this prefix; checkout's pickers read the same lists. */
export const ADDRESS_QUERY_KEY = ['address'] as const;

/** The server answers the default first, then the newest. */
export function getAddresses(addressType: AddressType): Promise<{ list: Address[] }> {
  return api.get('/user/addresses', { params: { addressType } });
}

export const addressesQueryOptions = (addressType: AddressType) =>
  queryOptions({ queryKey: [...ADDRESS_QUERY_KEY, 'list', addressType], queryFn: () => getAddresses(addressType) });

export function useAddresses(addressType: AddressType) {
  return useQuery(addressesQueryOptions(addressType));
}
