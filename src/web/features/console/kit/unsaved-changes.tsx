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
import { UNSAFE_NavigationContext as NavigationContext, type Navigator } from 'react-router';
import { historyMove, type BlockableHistory } from '@web/lib/pop-blocker';
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
 * Answers `saved()`, to call once a save succeeded when the editor navigates right after it.
 */
export function useUnsavedChangesGuard(dirty: boolean): () => void {
  const id = useId();
  const register = useContext(DirtyEditors);
  useEffect(() => {
    register(id, dirty);
    return () => register(id, false);
  }, [register, id, dirty]);
  // Answered for a save that navigates in the same breath: the effect above would clear the
  // editor only after the next render, so the navigation would still meet it dirty and ask.
  const saved = useCallback(() => register(id, false), [register, id]);
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
  return saved;
}

/**
 * Wraps the console: every link and `navigate()` inside it goes through a navigator that first
 * checks the dirty editors. The shop's router runs in declarative mode, which has no
 * `useBlocker` (that needs the data router, 17 KB more of every shopper's first load), so the
 * console supplies its own navigator to everything below it instead. Back and Forward move the
 * history before any code hears of it: `useHistoryPopGuard` keeps the router from showing such a
 * move, undoes it, asks, and makes it again if the operator leaves. The tab's reload and close get the
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
  // In the shop this is its browser history; a test's MemoryRouter has no Back button to guard.
  useHistoryPopGuard(outer.navigator as BlockableHistory, anyDirty, ask);

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

/**
 * Back and Forward while `mustAsk()` (both must be stable): the browser has already moved, so the
 * history's blocker (lib/pop-blocker.ts, which the router consults before showing the entry) moves the
 * history back to the editor's entry, swallows that move too, and hands `ask` the way to make the
 * move again. Back over several entries (the browser's long-press menu) is one move of `delta`.
 */
function useHistoryPopGuard(history: BlockableHistory, mustAsk: () => boolean, ask: (go: () => void) => void) {
  useEffect(() => {
    // The move that puts the editor's entry back is ours: the router is not to show it either.
    let undoing = false;
    // The history is the router's, shared on purpose: the blocker is where the router looks.
    // eslint-disable-next-line react-hooks/immutability
    history.block = (update) => {
      const delta = historyMove(update);
      if (delta === null) return false;
      if (undoing) {
        undoing = false;
        return true;
      }
      if (!mustAsk()) return false;
      undoing = true;
      window.history.go(-delta);
      // Once the operator leaves, the editors are forgotten, so the repeated move passes through.
      ask(() => window.history.go(delta));
      return true;
    };
    return () => {
      history.block = undefined;
    };
  }, [history, mustAsk, ask]);
}
