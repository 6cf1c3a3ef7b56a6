import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { listFailedMails } from '@shared/contract/console-mails';
import { api } from '@web/lib/api-client';
import { consoleKey } from '../kit/console-query';

export const failedMailsQueryOptions = () =>
  queryOptions({
    queryKey: consoleKey('failed-mails'),
    queryFn: ({ signal }) => api.call(listFailedMails, {}, { signal }),
  });

/** The latest 100 mails the relay never accepted, newest first. */
export function useFailedMails() {
  return useQuery(failedMailsQueryOptions());
}

export function invalidateFailedMails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: failedMailsQueryOptions().queryKey });
}
