import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressFields, AddressType } from '@shared/schemas/address';
import { COUNTRY_CODE } from '@shared/constants';
import { api } from '@web/lib/api-client';
import { ADDRESS_QUERY_KEY } from './get-addresses';

export interface CreateAddressInput {
  fields: AddressFields;
  addressType: AddressType;
  /** SPEC §4: true only when the list of that type is empty (the server enforces it too). */
  isDefault: boolean;
}

export function createAddress({ fields, addressType, isDefault }: CreateAddressInput): Promise<Address> {
  return api.post('/user/address/creation', { ...fields, addressType, countryCode: COUNTRY_CODE, isDefault });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_QUERY_KEY }),
  });
}
