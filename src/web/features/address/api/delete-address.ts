import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { ADDRESS_QUERY_KEY } from './get-addresses';

export function deleteAddress(addressId: number): Promise<null> {
  return api.delete(`/user/address/${addressId}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    // Deleting the default promotes another one on the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_QUERY_KEY }),
  });
}
