/**
 * The browser's Back and Forward move the history before any code hears of it, and the shop's
 * declarative router has no `useBlocker`. The router (app/browser-router.tsx) asks this before it
 * shows the entry a Back or Forward moved to: given how far the history moved (`delta`, from the
 * entries' indexes), `true` keeps the page where it is, and the blocker has moved the history back
 * itself. The operator console sets it while an editor has unsaved changes
 * (features/admin/kit/unsaved-changes.tsx). In lib/ so the console need not import app/.
 */
export const popBlocker: { current: ((delta: number) => boolean) | null } = { current: null };
