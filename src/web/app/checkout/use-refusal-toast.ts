import { useEffect, useRef } from 'react';
import { dismissToast, toastError } from '@web/lib/toast';

/**
 * Confirm's own refusals ('Please select address first'…), toasted by the page rather than by the
 * API client, which takes away only the toasts of its requests. One is shown at a time; it goes
 * when Confirm gets past it, or as soon as `settled(message)` says its cause is gone, so no old
 * error stays on the screen once the shopper has done what it asked.
 */
export function useRefusalToast(settled: (message: string) => boolean) {
  const shown = useRef<{ id: string | number; message: string } | null>(null);
  const clear = () => {
    if (shown.current) dismissToast(shown.current.id);
    shown.current = null;
  };
  const refuse = (message: string) => {
    clear();
    shown.current = { id: toastError(message), message };
  };
  useEffect(() => {
    if (shown.current && settled(shown.current.message)) clear();
  });
  return { refuse, clear };
}
