import { useLayoutEffect, type RefObject } from 'react';

/** Read by styles.css: padding under the page and scroll padding, so nothing ends up under the bar. */
const INSET_PROPERTY = '--page-bottom-inset';

/**
 * While a bar is fixed to the bottom of the screen (the phone's 'Add to Cart'), the page gets
 * room under its end as tall as the bar, so its last line (the footer's) can scroll clear of it.
 * The height comes from the ResizeObserver, which reports it after the browser's own layout and
 * before the paint: reading `offsetHeight` here laid the whole page out inside React's commit
 * (a third of the product page's first commit).
 */
export function usePageBottomInset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? bar.offsetHeight;
      root.style.setProperty(INSET_PROPERTY, `${height}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, [ref]);
}
