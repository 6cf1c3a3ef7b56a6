import type { QueryClient } from '@tanstack/react-query';
import { openStreamSession } from '@shared/contract/notification';
import { api } from '@web/lib/api-client';
import { getNotificationsQueryOptions } from './get-notifications';

const STREAM_URL = '/api/notifications/stream';
/** After the stream failed for good (its cookie expired, the server restarted): wait, then open anew. */
const REOPEN_AFTER_MS = [1_000, 5_000, 15_000, 30_000] as const;

/**
 * Opens the signed-in shopper's notification stream and keeps it open; answers how to close it.
 * Each new notification (and the stream's `ready`, which may follow missed ones) refetches the
 * bell's list. EventSource reconnects by itself, resuming with Last-Event-ID; when it gives up
 * (the cookie that opens the stream expired) the cookie is asked for again and the stream opened
 * anew. The server also ends it when the sign-in ends.
 */
export function openNotificationStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });

  const reopenLater = () => {
    const wait = REOPEN_AFTER_MS[Math.min(failures, REOPEN_AFTER_MS.length - 1)];
    failures++;
    timer = setTimeout(() => void open(), wait);
  };

  async function open() {
    if (stopped) return;
    try {
      await api.call(openStreamSession, {});
    } catch {
      if (!stopped) reopenLater();
      return;
    }
    if (stopped) return;
    source = new EventSource(STREAM_URL);
    source.addEventListener('ready', () => {
      failures = 0;
      refresh();
    });
    source.addEventListener('notification', refresh);
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return; // reconnecting by itself
      source.close();
      source = null;
      if (!stopped) reopenLater();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
