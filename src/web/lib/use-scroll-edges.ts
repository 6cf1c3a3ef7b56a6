import { useCallback, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Pass as the `ref` of the element that scrolls sideways. */
  setScroller(element: HTMLElement | null): void;
  /** Content hides past its left edge (it has been scrolled). */
  before: boolean;
  /** Content hides past its right edge: there is more to scroll to. */
  after: boolean;
}

/**
 * Whether a sideways-scrolling box has more content past either edge, so it can draw a shadow
 * there: on a phone a table cut by the screen's edge otherwise looks whole. Follows the box's
 * scrolling and its size (and its content's).
 */
export function useScrollEdges(): ScrollEdges {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ before: false, after: false });

  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      // A pixel of slack: zoomed screens report fractions.
      const before = scrollLeft > 1;
      const after = scrollLeft + clientWidth < scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [element]);

  const setScroller = useCallback((next: HTMLElement | null) => setElement(next), []);
  return { setScroller, ...edges };
}
