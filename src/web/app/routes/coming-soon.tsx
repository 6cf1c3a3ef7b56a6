import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/** Stand-in for pages other features have not shipped yet. */
export function ComingSoon({ message }: { message: string }) {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-5 px-6 py-20 text-center">
      <p className="font-display text-2xl text-ink md:text-3xl">{message}</p>
      <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
        Back to the shop
      </Link>
    </section>
  );
}
