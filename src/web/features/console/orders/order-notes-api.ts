import { addOrderNote as addOrderNoteEndpoint } from '@shared/contract/console-order-notes';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { invalidateOrder } from './orders-api';

export const addOrderNote = ({ orderUuid, note }: { orderUuid: string; note: string }) =>
  api.call(addOrderNoteEndpoint, { params: { orderUuid }, body: { note } });

/** A note is one more event of the order: only the order (its timeline) changes. */
export function useAddOrderNote({ mutationConfig }: ConsoleMutationOptions<typeof addOrderNote> = {}) {
  return useAdminMutation(
    addOrderNote,
    (queryClient, { orderUuid }) => invalidateOrder(queryClient, orderUuid),
    mutationConfig,
  );
}
