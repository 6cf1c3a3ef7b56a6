import { useEffect, useState, type RefObject } from 'react';

/**
 * For parts of a page below the fold, whose code a visit that never scrolls to them does not
 * need: true from the moment the shopper scrolls the page down, or when it appears on a page
 * already scrolled down (they are on their way: loading starts a screen or so ahead of them), or
 * the element shows in the viewport (a tall screen), and
 * from the start when `already` is. Without IntersectionObserver, true at once.
 * `showsAtLeast` (px): a strip of the element at the bottom of the screen thinner than this does
 * not count as showing (its code waits for the first scroll).
 */
export function useNearViewport(element: RefObject<Element | null>, already = false, showsAtLeast = 0): boolean {
  // Rendered on the server (first-paint/first-paint.tsx), not near: as the browser's first render has it.
  const [near, setNear] = useState(already || (!import.meta.env.SSR && typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${-showsAtLeast}px 0px` },
    );
    observer.observe(target);
    // Scrolling back to the top (a navigation arriving at a page) is no sign of interest.
    const onScroll = () => {
      if (window.scrollY > 0) setNear(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A part that appears on a page already scrolled down (its code arrived after the shopper's
    // scroll, which no listener of its own saw) is near already.
    onScroll();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [element, near, showsAtLeast]);
  return near;
}
