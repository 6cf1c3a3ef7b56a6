import { NavigationType, type UNSAFE_createBrowserHistory } from 'react-router';

/** A change of the router's location, as its history reports it. */
interface HistoryUpdate {
  action: NavigationType;
  /** How far the history moved: entries forward (positive) or back; null if it cannot tell. */
  delta: number | null;
}

/**
 * The shop's browser history (app/browser-router.tsx), with room for a blocker. The browser's
 * Back and Forward move the history before any code hears of it, and the shop's declarative
 * router has no `useBlocker`, so the router calls `block` before it shows any change of location:
 * `true` keeps the page where it is (the blocker has then moved the history back itself). The
 * operator console sets it while its editors are on screen (features/console/kit/unsaved-changes.tsx)
 * and decides there, so every page's first load carries only the one call. The console reaches the
 * history as the navigator of the router it sits in. In lib/ so the console need not import app/.
 */
export type BlockableHistory = ReturnType<typeof UNSAFE_createBrowserHistory> & {
  block?: ((update: HistoryUpdate) => boolean) | undefined;
};

/** A Back or Forward (not a link's push or replace) that moved a known distance. */
export function historyMove(update: HistoryUpdate): number | null {
  return update.action === NavigationType.Pop && update.delta ? update.delta : null;
}
