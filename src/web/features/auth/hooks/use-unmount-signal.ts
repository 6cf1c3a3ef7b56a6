import { useCallback, useEffect, useRef } from 'react';

/**
 * The signal of a request made by a form: aborted when the form leaves the screen (the dialog
 * closed or switched mode), so a late answer cannot move a dialog the shopper already left.
 * A getter, because the controller is made by the effect: StrictMode unmounts once in
 * development, and a controller made at render time would stay aborted.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? AbortSignal.abort(), []);
}
