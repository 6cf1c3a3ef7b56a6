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
 * anew. The server also ends it when the sign-in ends, and says why when it ends it otherwise
 * (docs/notifications.md "Limits"):
 * - `expired`: the cookie's 15 minutes are over. A new cookie is asked for at once (the API
 *   client refreshes the access token first if it expired too) and a new stream opened.
 * - `replaced`: the shopper opened more streams (tabs, devices) than the shop keeps, and this
 *   was the oldest. It stays closed until this page is shown again: reopening at once would end
 *   the next oldest, whose tab would do the same, for ever.
 */
export function openNotificationStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  let stopWaitingToBeShown = () => {};
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });

  const reopenLater = () => {
    const wait = REOPEN_AFTER_MS[Math.min(failures, REOPEN_AFTER_MS.length - 1)];
    failures++;
    timer = setTimeout(() => void open(), wait);
  };

  const closeSource = () => {
    source?.close();
    source = null;
  };

  const reopenWhenShown = () => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      stopWaitingToBeShown();
      void open();
    };
    document.addEventListener('visibilitychange', onVisibility);
    stopWaitingToBeShown = () => document.removeEventListener('visibilitychange', onVisibility);
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
    source.addEventListener('expired', () => {
      closeSource();
      void open();
    });
    source.addEventListener('replaced', () => {
      closeSource();
      reopenWhenShown();
    });
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return; // reconnecting by itself
      closeSource();
      if (!stopped) reopenLater();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopWaitingToBeShown();
    source?.close();
  };
}
