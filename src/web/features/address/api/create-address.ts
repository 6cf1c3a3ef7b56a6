import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressFields, AddressType } from '@shared/schemas/address';
import { COUNTRY_CODE } from '@shared/constants';
import { api } from '@web/lib/api-client';
import { createAddress as createAddressEndpoint } from '@shared/contract/address';
import type { MutationConfig } from '@web/lib/react-query';
import { invalidateAddressLists } from './get-addresses';

export interface CreateAddressInput {
  fields: AddressFields;
  addressType: AddressType;
  /** True only when the list of that type is empty (the server enforces it too). */
  isDefault: boolean;
}

export function createAddress({ fields, addressType, isDefault }: CreateAddressInput): Promise<Address> {
  return api.call(createAddressEndpoint, { body: { ...fields, addressType, countryCode: COUNTRY_CODE, isDefault } });
}

export function useCreateAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createAddress> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await invalidateAddressLists(queryClient);
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: createAddress,
  });
}
