import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
// The same history object BrowserRouter makes; exported as UNSAFE_ (outside semver's promise), so
// a React Router upgrade is checked against router.test.tsx and the scroll e2e spec.
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Router,
  type Location,
  type NavigationType,
} from 'react-router';
import type { BlockableHistory } from '@web/lib/pop-blocker';

const NavigationPendingContext = createContext(false);

/**
 * React Router's `BrowserRouter` (declarative mode: the data router's loaders, actions and
 * fetchers, which the shop does not use, cost 17 KB gzip of every first load), with one thing it
 * does not give: whether a navigation is still pending, and a Back or Forward that waits for a
 * confirmation (lib/pop-blocker.ts). Each location change is a transition,
 * so while the next page's code loads (lazy pages suspend) the current page stays on screen and
 * `useNavigationPending()` is true — what the data router's `useNavigation()` said before.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState<BlockableHistory>(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        // A Back or Forward something must confirm first (lib/pop-blocker.ts) is not shown.
        if (!history.block?.(update)) startTransition(() => setState(update));
      }),
    [history],
  );
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}

/** True while the page navigated to is not shown yet (its code is loading). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
