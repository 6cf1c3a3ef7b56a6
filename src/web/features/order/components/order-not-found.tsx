import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/** An order that does not exist or is someone else's: the same answer, so nothing leaks. */
export function OrderNotFound() {
  return (
    <section className="flex flex-col items-center px-6 py-16 text-center md:py-24">
      <span className="grid size-20 place-items-center rounded-full bg-surface text-muted">
        <SearchX aria-hidden="true" className="size-9" strokeWidth={1.5} />
      </span>
      <h1 className="mt-6 font-display text-2xl text-ink md:text-3xl">Order not found</h1>
      <p className="mt-2 max-w-md text-muted">We couldn't find this order in your account.</p>
      <Link to={paths.orders()} className={`${buttonVariants({ variant: 'default', size: 'lg' })} mt-8`}>
        My Orders
      </Link>
    </section>
  );
}
