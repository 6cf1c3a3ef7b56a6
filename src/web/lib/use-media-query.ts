import { useSyncExternalStore } from 'react';

/**
 * Subscribes to a CSS media query, e.g. WIDE_MEDIA_QUERY from @shared/constants. Undefined when
 * rendered on the server (first-paint/first-paint.tsx), which has no screen to ask: a component that
 * lays out differently then renders each layout and lets CSS show one.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
