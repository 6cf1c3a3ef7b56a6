import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation, type Navigator } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Registers an editor's dirtiness; the console asks before leaving while any is dirty. */
const DirtyEditors = createContext<(id: string, dirty: boolean) => void>(() => {});

/**
 * Leaving an editor with unsaved changes asks first. An editor calls this with its form's
 * `isDirty`; while it is true:
 * - a navigation inside the shop's SPA (a console link, the shop link, `navigate()`) or the
 *   browser's Back and Forward open a "Leave without saving?" dialog and happen only if the
 *   operator says so;
 * - reloading or closing the tab, or leaving for another site, shows the browser's own question
 *   (`beforeunload`).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const id = useId();
  const register = useContext(DirtyEditors);
  useEffect(() => {
    register(id, dirty);
    return () => register(id, false);
  }, [register, id, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still want returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/**
 * Wraps the console: every link and `navigate()` inside it goes through a navigator that first
 * checks the dirty editors. The shop's router runs in declarative mode, which has no
 * `useBlocker` (that needs the data router, 17 KB more of every shopper's first load), so the
 * console supplies its own navigator to everything below it instead. Back and Forward move the
 * history before any code hears of it: `useHistoryPopGuard` undoes such a move before the router
 * sees it, asks, and makes it again if the operator leaves. The tab's reload and close get the
 * browser's own question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const outer = useContext(NavigationContext);
  const dirtyIds = useRef(new Set<string>());
  const [pending, setPending] = useState<(() => void) | null>(null);

  const register = useCallback((id: string, dirty: boolean) => {
    if (dirty) dirtyIds.current.add(id);
    else dirtyIds.current.delete(id);
  }, []);

  const value = useMemo(() => {
    const guarded = (go: () => void) => {
      if (dirtyIds.current.size === 0) go();
      else setPending(() => go);
    };
    const navigator: Navigator = {
      ...outer.navigator,
      push: (...args) => guarded(() => outer.navigator.push(...args)),
      replace: (...args) => guarded(() => outer.navigator.replace(...args)),
    };
    return { ...outer, navigator };
  }, [outer]);

  const anyDirty = useCallback(() => dirtyIds.current.size > 0, []);
  const ask = useCallback((go: () => void) => setPending(() => go), []);
  useHistoryPopGuard(anyDirty, ask);

  return (
    <DirtyEditors.Provider value={register}>
      <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Leave without saving?"
        description="Your changes on this page are not saved. If you leave now they are lost."
        confirmLabel="Leave without saving"
        destructive
        onConfirm={async () => {
          const go = pending;
          // The editor is left dirty behind us: forget it, or the next page would ask too.
          dirtyIds.current.clear();
          setPending(null);
          go?.();
        }}
      />
    </DirtyEditors.Provider>
  );
}

/** What React Router's browser history keeps in each entry it makes: `idx` is its place in the stack. */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Back and Forward while `mustAsk()`: the browser has already moved, so this listener (capture
 * phase on window, which runs before the router's own `popstate` listener) hides the move from
 * the router, moves the history back to the entry the editor is on, and hands `ask` the way to
 * make the move again (`mustAsk` and `ask` must be stable). Entries carry React Router's `idx`, which tells how far the move went (Back
 * over several entries from the browser's long-press menu is one move). Outside a browser history
 * (a MemoryRouter in tests) there is no `popstate` and nothing to do.
 */
function useHistoryPopGuard(mustAsk: () => boolean, ask: (go: () => void) => void) {
  const location = useLocation();
  const here = useRef<number | null>(null);
  // The index of the entry on screen, read after each navigation the router has shown.
  useEffect(() => {
    here.current = historyIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    // The pop that puts the editor's entry back is ours: the router never hears of it either.
    let undoing = false;
    const onPop = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const to = historyIndex(event.state);
      const from = here.current;
      if (!mustAsk() || to === null || from === null || to === from) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(from - to);
      // Once asked and confirmed, the editors are forgotten, so the repeated move passes through.
      ask(() => window.history.go(to - from));
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => window.removeEventListener('popstate', onPop, { capture: true });
  }, [mustAsk, ask]);
}
