import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where the id of the history entry a document was loaded into is kept, beside the router's fields. */
const ENTRY_KEY_FIELD = 'scrollKey';

/** Where the positions are kept in sessionStorage (`{ [key]: scrollY }`) across documents. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'shop-scroll-positions';

function newKey(): string {
  return `doc-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

let documentEntryKey: string | undefined;

/**
 * React Router names the entry a page was loaded into (typed URL, link from elsewhere, reload)
 * 'default', whatever the URL, so every hard load would restore the last one's scroll position.
 * That entry gets an id of its own instead, stored in `history.state`, which the browser keeps
 * with the entry: a reload or back/forward to it finds the same id, a new URL gets a new one.
 * Read once per document, while the document's first entry is current (on a later POP back to
 * it, `history.state` already belongs to the entry being left).
 */
function loadedEntryKey(): string {
  if (documentEntryKey) return documentEntryKey;
  const state: unknown = window.history.state;
  const stored = state && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_KEY_FIELD] : undefined;
  if (typeof stored === 'string' && stored) {
    documentEntryKey = stored;
  } else {
    documentEntryKey = newKey();
    window.history.replaceState({ ...(state as object | null), [ENTRY_KEY_FIELD]: documentEntryKey }, '');
  }
  return documentEntryKey;
}

/**
 * The key of a history entry's saved position: one per entry, so a new page starts at the top and
 * back/forward (or a reload) returns to where the shopper was.
 */
export function scrollRestorationKey(location: Location): string {
  // Rendered on the server (first-paint/first-paint.tsx) there is no history entry, and nothing to restore.
  if (import.meta.env.SSR) return location.key;
  return location.key === 'default' ? loadedEntryKey() : location.key;
}

function storedPositions(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function savedPosition(key: string): number | undefined {
  const y = storedPositions()[key];
  return typeof y === 'number' && y > 0 ? y : undefined;
}

/** The element a `#hash` names, if any (a hash that is not valid percent-encoding names none). */
function elementNamedBy(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Whether this document has shown its first page (the one it was loaded with). */
let firstPageShown = false;

/** This document's positions by entry key: read once from sessionStorage, written back on pagehide. */
let positions: Record<string, unknown> | undefined;

/**
 * Scroll restoration, as React Router's data-mode `<ScrollRestoration>` did it: the position of
 * each history entry is remembered as the shopper scrolls (and kept in sessionStorage when the
 * document goes); Back/Forward to an entry returns to its position, any other navigation goes to
 * the top, or to the element a `#hash` names. Positions are recorded from scroll events rather
 * than when a navigation starts, so the router needs no hook: a page swap's own scroll event
 * comes after the new entry's position has been applied, and is recorded under the new entry.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollRestorationKey(location);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions ??= storedPositions();
    // The page the document was loaded with starts where the browser put it: at the top, or
    // where the shopper has already scrolled the page the server painted (first-paint/first-paint.tsx).
    const documentsFirstPage = !firstPageShown;
    firstPageShown = true;
    const saved = navigationType === 'POP' ? positions[key] : undefined;
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
    } else {
      const target = location.hash ? elementNamedBy(location.hash) : null;
      if (target) target.scrollIntoView();
      else if (!documentsFirstPage) window.scrollTo(0, 0);
    }
    const remember = () => {
      positions![key] = window.scrollY;
    };
    const keep = () => {
      remember();
      // The browser restores the scroll of a document it reloads itself; ours is in sessionStorage.
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or denied: positions are simply not kept across documents.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
    // A new entry (its key) is what moves the page; navigationType and hash belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

const SETTLE_TIMEOUT_MS = 5000;
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A document loaded from history (Back into another document, a reload) is restored before its
 * data has arrived: the page may still be too short for the old position (the router's one
 * `scrollTo` stops short), and as content replaces the placeholders above it, scroll anchoring
 * would follow the placeholders rather than keep the position. So, until the shopper scrolls
 * themselves or five seconds have passed, the position is reached as soon as the page is tall
 * enough, and anchoring is off: the saved position is one of the finished page.
 */
export function useSettleRestoredScroll(): void {
  const location = useLocation();
  const [target] = useState(() => savedPosition(scrollRestorationKey(location)));

  useEffect(() => {
    if (target === undefined) return;
    const top = target;
    const root = document.documentElement;
    // On <body>: it takes every element out of the running for an anchor (on <html>, Chrome kept one).
    document.body.style.overflowAnchor = 'none';
    const observer = new ResizeObserver(() => reach());
    function reach() {
      if (root.scrollHeight - window.innerHeight < top) return;
      window.scrollTo({ top, behavior: 'instant' });
      observer.disconnect();
    }
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, stop);
      document.body.style.removeProperty('overflow-anchor');
    }
    const timer = window.setTimeout(stop, SETTLE_TIMEOUT_MS);
    for (const type of SHOPPER_SCROLLS) window.addEventListener(type, stop, { passive: true });
    observer.observe(root);
    reach();
    return stop;
  }, [target]);
}
