import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { TOASTER } from '@shared/constants';

type Sonner = typeof import('sonner');
type SonnerToast = Sonner['toast'];

/**
 * sonner (about 10 KB gzip: `toast` and `<Toaster>` live in one module that also injects its CSS)
 * is not part of a page's first load: it loads when the first toast is raised, or ahead of that
 * on the visitor's first interaction (warmToasts), when nearly every toast follows one. A toast
 * raised before it has arrived waits in `queued` and is shown as soon as it has.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const queued: ((toast: SonnerToast) => void)[] = [];
const listeners = new Set<() => void>();
let nextQueuedId = 0;

/** Loads sonner (once), shows the toasts raised meanwhile and lets the toaster render. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    for (const show of queued.splice(0)) show(module.toast);
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/**
 * Runs `show` with sonner's `toast` now if it is loaded, else once it is. A queued toast gets its
 * id here, so the caller can dismiss it before it has even appeared.
 */
function withToast(show: (toast: SonnerToast, id?: string) => string | number): string | number {
  if (sonner) return show(sonner.toast);
  const id = `queued-toast-${++nextQueuedId}`;
  queued.push((toast) => show(toast, id));
  void loadToasts();
  return id;
}

const withId = (options: ExternalToast, id: string | undefined): ExternalToast =>
  id === undefined ? options : { ...options, id };

/** The sonner module once loaded, for the toaster to render (undefined until then). */
export function useLoadedSonner(): Sonner | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner,
    () => undefined,
  );
}

/** Fetches sonner on the visitor's first press or key, ahead of the toast that usually follows. */
export function warmToasts(): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, warm, true);
  };
  const warm = () => {
    stop();
    void loadToasts();
  };
  for (const type of events) window.addEventListener(type, warm, { capture: true, passive: true });
  return stop;
}

/** A success toast (bottom of the page), optionally with an action. */
export function toastSuccess(message: string, options: ExternalToast = {}): string | number {
  return withToast((toast, id) => toast.success(message, withId(options, id)));
}

/** An error toast at the top centre of the page, where every failure is reported. */
export function toastError(message: string): string | number {
  return withToast((toast, id) => toast.error(message, withId({ position: TOASTER.errorPosition }, id)));
}

/** A warning (a form that is not ready to send) where errors appear: the shopper's own step to fix. */
export function toastWarning(message: string): void {
  withToast((toast, id) => toast.warning(message, withId({ position: TOASTER.errorPosition }, id)));
}

/** Takes a toast away (one whose cause is gone); a queued one is simply never shown. */
export function dismissToast(id: string | number): void {
  if (sonner) {
    sonner.toast.dismiss(id);
    return;
  }
  withToast((toast) => toast.dismiss(id));
}
