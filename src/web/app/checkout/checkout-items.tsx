import { useId } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { CartItem } from '@shared/schemas/cart';
import { addonSummary, InvalidLineNote } from '@web/features/cart';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { paths } from '@web/lib/paths';

/**
 * Checkout's items: the first in view, the rest behind 'Toggle all items'. A refusal about them
 * (invalid lines) is announced under the heading, with the way back to the cart that fixes it.
 */
export function CheckoutItems({ items, problem }: { items: CartItem[]; problem?: string }) {
  const headingId = useId();
  const [first, ...rest] = items;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-xl text-ink md:text-2xl">
        Cart Items <span className="text-base text-muted">({items.length})</span>
      </h2>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}{' '}
          <Link to={paths.cart()} className="underline underline-offset-4 hover:text-ink">
            Go to cart
          </Link>
        </p>
      )}
      <div className="mt-3 rounded-2xl border border-line bg-white/60 px-4 md:px-5">
        {first && <ItemRow item={first} />}
        {rest.length > 0 && (
          <Collapsible.Root>
            <Collapsible.Content>
              <ul aria-label="More cart items" className="divide-y divide-line border-t border-line">
                {rest.map((item) => (
                  <li key={item.cartItemId}>
                    <ItemRow item={item} />
                  </li>
                ))}
              </ul>
            </Collapsible.Content>
            <Collapsible.Trigger className="group flex w-full cursor-pointer items-center justify-center gap-1.5 border-t border-line py-3 text-sm font-medium text-ink hover:text-accent focus-visible:outline-2 focus-visible:outline-accent">
              Toggle all items
              <span className="text-muted">(+{rest.length})</span>
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </Collapsible.Trigger>
          </Collapsible.Root>
        )}
      </div>
    </section>
  );
}

/** A cart line as checkout shows it: read-only (quantities change in the cart). */
function ItemRow({ item }: { item: CartItem }) {
  const addons = addonSummary(item);
  return (
    <article aria-label={item.name} data-invalid={!item.isValid || undefined} className="flex gap-4 py-4">
      <img
        src={item.coverPath}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('size-16 shrink-0 rounded-xl bg-surface object-cover', !item.isValid && 'opacity-50 grayscale')}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="text-[15px] leading-snug font-medium text-ink">{item.name}</h3>
        {addons.length > 0 && (
          <ul aria-label="Add-ons" className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted">
            {addons.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted tabular-nums">
          {item.qty} × {formatMoney(item.unitPrice)}
        </p>
        {!item.isValid && <InvalidLineNote />}
      </div>
      <p className={cn('font-semibold tabular-nums', !item.isValid && 'text-muted line-through')}>
        <span className="sr-only">Line total </span>
        {formatMoney(item.totalPrice)}
      </p>
    </article>
  );
}
