import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressFields } from '@shared/schemas/address';
import { api } from '@web/lib/api-client';
import { updateAddress as updateAddressEndpoint } from '@shared/contract/address';
import type { MutationConfig } from '@web/lib/react-query';
import { invalidateAddressLists } from './get-addresses';

/** The API takes either the edited fields or only `{isDefault: true}`. */
export type UpdateAddressInput = { addressId: number } & ({ fields: AddressFields } | { isDefault: true });

export function updateAddress(input: UpdateAddressInput): Promise<Address> {
  const body = 'fields' in input ? input.fields : { isDefault: input.isDefault };
  return api.call(updateAddressEndpoint, { params: { addressId: input.addressId }, body });
}

export function useUpdateAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateAddress> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await invalidateAddressLists(queryClient);
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: updateAddress,
  });
}
