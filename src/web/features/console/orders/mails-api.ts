import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { listOrderMails, resendMail as resendMailEndpoint } from '@shared/contract/console-mails';
import { api } from '@web/lib/api-client';
import { useAdminMutation, type ConsoleMutationOptions } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';
import { invalidateFailedMails } from '../mails/failed-mails-api';

export const orderMailsQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: consoleKey('order-mails', orderUuid),
    queryFn: ({ signal }) => api.call(listOrderMails, { params: { orderUuid } }, { signal }),
  });

export function useOrderMails(orderUuid: string) {
  return useQuery(orderMailsQueryOptions(orderUuid));
}

export function invalidateOrderMails(queryClient: QueryClient, orderUuid: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderMailsQueryOptions(orderUuid).queryKey });
}

/** `orderUuid`: the mail's order, if it has one (a sign-up mail has none). */
export const resendMail = ({ mailId }: { mailId: number; orderUuid: string | null }) =>
  api.call(resendMailEndpoint, { params: { mailId } });

/**
 * The copy is one more mail of its order, and one more event on the order's timeline; the failed
 * list is read again too (the copy is a new mail: the failed one stays failed).
 */
export function useResendMail({ mutationConfig }: ConsoleMutationOptions<typeof resendMail> = {}) {
  return useAdminMutation(
    resendMail,
    (queryClient, { orderUuid }) =>
      Promise.all([
        invalidateFailedMails(queryClient),
        ...(orderUuid
          ? [
              invalidateOrderMails(queryClient, orderUuid),
              queryClient.invalidateQueries({ queryKey: consoleKey('order', orderUuid) }),
            ]
          : []),
      ]),
    mutationConfig,
  );
}
