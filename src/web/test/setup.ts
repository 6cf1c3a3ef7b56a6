import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';
import { loadToasts } from '@web/lib/toast';
import { takeBreaches } from './contract-check';

// findBy*/waitFor give up after 1 s by default: too short on a busy 2-core machine, where a lazy
// route or a real HTTP round trip can take longer. Waiting longer costs nothing when things pass
// (they resolve as soon as the condition holds); vitest.config.ts gives each test room for it.
configure({ asyncUtilTimeout: 5000 });

// An answer a test set that the real API could not give fails the test, even when the screen
// swallowed the 500 it became.
afterEach(async () => {
  const breaches = await takeBreaches();
  if (breaches.length > 0) throw new Error(breaches.join('\n'));
});

afterEach(() => {
  cleanup();
  // After the unmount, not before: a toast dismissed while its <Toaster> is mounted starts a timer
  // (below). Dismissed, the toasts are not replayed to the next test's <Toaster>.
  toast.dismiss();
  window.localStorage.clear();
});

// A toast the shop dismissed while its <Toaster> was mounted (a form sent again, say) is removed
// by sonner 200 ms later (TIME_BEFORE_UNMOUNT), from a timer that sets React state: a file that
// ended sooner would have lost its window by then, an unhandled "window is not defined" that
// fails the run. Files that raised a toast wait for those timers before their window goes.
const SONNER_UNMOUNT_MS = 200;
afterAll(async () => {
  if (toast.getHistory().length > 0) await new Promise((done) => setTimeout(done, SONNER_UNMOUNT_MS + 50));
});

// jsdom has no matchMedia; components subscribe to WIDE_MEDIA_QUERY through it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks layout APIs that Radix (ResizeObserver) and lazy sections (IntersectionObserver),
// ScrollRestoration (scrollTo) and sonner (pointer capture) call.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof window.IntersectionObserver === 'undefined') {
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.scrollTo = () => {};
// sonner captures the pointer when a toast (or its action button) is pressed.
if (typeof Element.prototype.setPointerCapture !== 'function') {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// In the shop sonner loads on the first toast (lib/toast.ts); loaded up front here, toasts are
// raised synchronously, as the tests that spy on sonner's `toast` expect.
await loadToasts();
