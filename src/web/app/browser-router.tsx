import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
// The same history object BrowserRouter makes; exported as UNSAFE_ (outside semver's promise), so
// a React Router upgrade is checked against router.test.tsx and the scroll e2e spec.
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Router,
  type Location,
  type NavigationType,
} from 'react-router';

const NavigationPendingContext = createContext(false);

/**
 * React Router's `BrowserRouter` (declarative mode: the data router's loaders, actions and
 * fetchers, which the shop does not use, cost 17 KB gzip of every first load), with one thing it
 * does not give: whether a navigation is still pending. Each location change is a transition,
 * so while the next page's code loads (lazy pages suspend) the current page stays on screen and
 * `useNavigationPending()` is true — what the data router's `useNavigation()` said before.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => startTransition(() => setState({ action: update.action, location: update.location }))),
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
