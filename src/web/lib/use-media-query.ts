import { useSyncExternalStore } from 'react';

/** Subscribes to a CSS media query, e.g. WIDE_MEDIA_QUERY from @shared/constants. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
