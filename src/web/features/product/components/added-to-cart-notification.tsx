import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '@web/components/icons/check-icon';
import { XIcon } from '@web/components/icons/x-icon';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

export interface AddedItem {
  name: string;
  picture: string;
  /** The chosen add-ons' names ('Navy, XL'), or '' when none. */
  options: string;
}

/**
 * What 'Add to Cart' added, with the way on: a non-modal dialog above the page (as Dawn's cart
 * notification) naming the item with its picture and options, with 'View cart' and 'Checkout'.
 * It takes the focus when it opens, so Tab reaches its links and a screen reader reads it out;
 * Escape or its close button closes it and gives the focus back to where it was. A click
 * elsewhere closes it too, leaving the focus where that click put it.
 */
export function AddedToCartNotification({ item, onClose }: { item: AddedItem; onClose(): void }) {
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Where the focus was when it opened (the 'Add to Cart' button), to go back to.
  const returnTo = useRef<Element | null>(null);
  useEffect(() => {
    returnTo.current = document.activeElement;
    panel.current?.focus();
  }, [item]);
  const closeAndReturn = () => {
    onClose();
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeAndReturn();
    };
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  });

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed inset-x-3 top-3 z-50 rounded-2xl border border-line bg-canvas p-5 shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:inset-x-auto md:top-24 md:right-6 md:w-96"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
          <CheckIcon aria-hidden="true" className="size-5 text-accent" />
          Item successfully added to cart
        </h2>
        <button
          type="button"
          onClick={closeAndReturn}
          aria-label="Close"
          className="-m-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-4 flex items-center gap-4">
        <img src={item.picture} alt="" className="size-16 shrink-0 rounded-xl bg-surface object-cover" />
        <div className="min-w-0">
          <p className="font-medium text-ink">{item.name}</p>
          {item.options !== '' && <p className="text-sm text-muted">{item.options}</p>}
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Link to={paths.cart()} onClick={onClose} className={buttonVariants({ variant: 'outline' })}>
          View cart
        </Link>
        <Link to={paths.checkout('')} onClick={onClose} className={buttonVariants({ variant: 'default' })}>
          Checkout
        </Link>
      </div>
    </div>
  );
}
