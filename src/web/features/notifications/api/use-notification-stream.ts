import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@web/lib/store';

/**
 * Keeps the notification stream open while someone is signed in, closed on sign-out. Its code
 * (notification-stream.ts) loads only then: a visitor's first load does not carry it.
 */
export function useNotificationStream(): void {
  const signedIn = useSessionStore((state) => state.token !== null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import('./notification-stream').then((m) => {
      if (!cancelled) close = m.openNotificationStream(queryClient);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [signedIn, queryClient]);
}
