import { useNavigationPending } from '../browser-router';

/** Lazy pages load on navigation; a thin bar says something is happening. */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
