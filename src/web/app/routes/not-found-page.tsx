import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { paths } from '@web/lib/paths';

/** What the page says, and so its description (the server's for /404 is the same sentence). */
const MESSAGE = 'The page you are looking for may have moved or no longer exists.';

export function NotFoundPage() {
  useDocumentTitle('Page not found', MESSAGE);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-display text-[7rem] leading-none font-semibold tracking-tight text-accent md:text-[10rem]">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl text-ink md:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-muted">{MESSAGE}</p>
      <Link to={paths.home()} className={`${buttonVariants({ variant: 'default', size: 'lg' })} mt-8`}>
        Back to home
      </Link>
    </section>
  );
}
