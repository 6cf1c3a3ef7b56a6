import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element comes within a screen's height of the viewport (scrolling
 * either way), and from the start when `already` is: for parts of a page below the fold, whose
 * code and pictures a visit that never scrolls to them does not need. Without
 * IntersectionObserver, true at once.
 */
export function useNearViewport(element: RefObject<Element | null>, already = false): boolean {
  const [near, setNear] = useState(already || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
