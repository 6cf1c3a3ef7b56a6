import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead } from '@shared/contract/notification';
import { api } from '@web/lib/api-client';
import { getNotificationsQueryOptions } from './get-notifications';

export type MarkReadInput = { ids: number[] } | { all: true };

export function markRead(body: MarkReadInput) {
  return api.call(markNotificationsRead, { body });
}

/** Marks at once in the cache (the badge drops as the shopper clicks), then asks the server. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationsQueryOptions();
  return useMutation({
    mutationFn: markRead,
    onMutate: (input) => {
      const now = new Date().toISOString();
      queryClient.setQueryData(queryKey, (page) => {
        if (!page) return page;
        const marks = (id: number) => 'all' in input || input.ids.includes(id);
        const list = page.list.map((n) => (n.readAt === null && marks(n.notificationId) ? { ...n, readAt: now } : n));
        const newlyRead = page.list.filter((n, i) => n.readAt === null && list[i]?.readAt !== null).length;
        return { ...page, list, unread: 'all' in input ? 0 : Math.max(0, page.unread - newlyRead) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
