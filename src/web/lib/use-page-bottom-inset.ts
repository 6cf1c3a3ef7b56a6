import { useLayoutEffect, type RefObject } from 'react';

/** Read by styles.css: padding under the page and scroll padding, so nothing ends up under the bar. */
const INSET_PROPERTY = '--page-bottom-inset';

/**
 * While a bar is fixed to the bottom of the screen (the phone's 'Add to Cart'), the page gets
 * room under its end as tall as the bar, so its last line (the footer's) can scroll clear of it.
 */
export function usePageBottomInset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(INSET_PROPERTY, `${bar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, [ref]);
}
