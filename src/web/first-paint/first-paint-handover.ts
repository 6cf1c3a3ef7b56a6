/** The element index.html's prerendered shell sits in (vite.config.ts, `prerenderFirstPaint`). */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Takes away the prerendered shell once React has rendered the real one (its `<main>`) into
 * `container`. A MutationObserver's callback runs right after the commit that inserted it and
 * before the browser paints, so no frame shows both or neither. Until then React has rendered
 * nothing (the first page's code is still on its way), and the prerendered shell stays.
 */
export function removeFirstPaintWhenShellRenders(container: HTMLElement, doc: Document = document): void {
  const firstPaint = doc.getElementById(FIRST_PAINT_ID);
  if (!firstPaint) return;
  const observer = new MutationObserver(() => {
    if (!container.querySelector('main')) return;
    firstPaint.remove();
    observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
}
