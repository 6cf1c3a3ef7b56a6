import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { deleteAddress as deleteAddressEndpoint } from '@shared/contract/address';
import type { MutationConfig } from '@web/lib/react-query';
import { invalidateAddressLists } from './get-addresses';

export function deleteAddress(addressId: number): Promise<null> {
  return api.call(deleteAddressEndpoint, { params: { addressId } });
}

export function useDeleteAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAddress> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await invalidateAddressLists(queryClient);
      await onSuccess?.(...args);
    },
    ...config,
    mutationFn: deleteAddress,
  });
}
