import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressFields } from '@shared/schemas/address';
import { api } from '@web/lib/api-client';
import { ADDRESS_QUERY_KEY } from './get-addresses';

/** The API takes either the edited fields or only `{isDefault: true}` (SPEC §7). */
export type UpdateAddressInput = { addressId: number } & ({ fields: AddressFields } | { isDefault: true });

export function updateAddress(input: UpdateAddressInput): Promise<Address> {
  const body = 'fields' in input ? input.fields : { isDefault: input.isDefault };
  return api.post(`/user/address/${input.addressId}`, body);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    // A new default reorders the list and unsets the old one: read it back rather than patch it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_QUERY_KEY }),
  });
}
