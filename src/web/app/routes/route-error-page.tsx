import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/**
 * Shown inside the shell when a page throws or its code cannot load (typically an old tab after a
 * deploy replaced the hashed chunks): reloading fetches the new build.
 */
export function RouteErrorPage() {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="font-display text-3xl text-ink">Something went wrong</h1>
      <p className="max-w-md text-muted">This page could not be shown. Reloading usually fixes it.</p>
      <div className="mt-2 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
