import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '@shared/contract/notification';
import { api } from '@web/lib/api-client';
import { customerKey } from '@web/lib/react-query';
import { useSessionStore } from '@web/lib/store';

/** The bell shows the latest this many; older ones stay on the server. */
export const BELL_PAGE_SIZE = 10;

export function getNotifications() {
  return api.call(listNotifications, { query: { page: 1, num: BELL_PAGE_SIZE } });
}

/**
 * The latest notifications with the unread count. The live stream invalidates this key when
 * something new arrives, so it is not polled.
 */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: customerKey('notifications'), queryFn: getNotifications, staleTime: 5 * 60_000 });

/** Only for a signed-in shopper; a visitor has none. */
export function useNotifications() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({ ...getNotificationsQueryOptions(), enabled: signedIn });
}
