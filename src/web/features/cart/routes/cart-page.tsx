import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { CheckoutSteps } from '@web/components/checkout-steps';
import { LoadError } from '@web/components/load-error';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCart } from '../api/get-cart';
import { getEstimateQueryOptions, useEstimate } from '../api/get-estimate';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { useBusyCartLines } from '../api/use-busy-cart-lines';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { paths } from '@web/lib/paths';

/** The cart page: step 0 of checkout, the lines, and the summary panel beside them. */
export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const cart = useCart();
  const coupon = useAppliedCoupon();
  const estimate = useEstimate(coupon.code);
  const updateItem = useUpdateCartItem();
  const removeItem = useRemoveCartItem();
  const busyLines = useBusyCartLines();

  // A code accepted earlier can stop applying when the cart changes (a minimum spend, say): the
  // client has toasted the reason, so fall back to the plain total instead of an error panel,
  // and say why under the field as well.
  if (estimate.isError && coupon.code) coupon.drop(estimate.error.message);

  const items = cart.data?.list;

  return (
    <div className="px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <CheckoutSteps current={0} className="mx-auto max-w-xl" />
      <h1 className="mt-8 font-display text-3xl text-ink md:mt-12 md:text-4xl">Shopping Cart</h1>

      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <LoadError message="We couldn't load your cart." onRetry={() => void cart.refetch()} className="py-20" />
      ) : items && items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-12">
          <ul aria-label="Cart items" className="divide-y divide-line border-y border-line">
            {items?.map((item) => (
              <li key={item.cartItemId}>
                <CartLine
                  item={item}
                  busy={busyLines.has(item.cartItemId)}
                  onChangeQty={(qty) => updateItem.mutate({ cartItemId: item.cartItemId, qty })}
                  onRemove={() => removeItem.mutate({ cartItemId: item.cartItemId })}
                />
              </li>
            ))}
          </ul>
          <aside className="lg:sticky lg:top-32">
            <CartSummary
              estimate={estimate.data}
              appliedCode={coupon.code}
              applying={coupon.applying}
              codeError={coupon.error}
              onApplyCode={coupon.apply}
              onRemoveCode={coupon.clear}
              onEditCode={coupon.forgetError}
              hasInvalidItems={items?.some((item) => !item.isValid) ?? false}
            />
          </aside>
        </div>
      )}
    </div>
  );
}

/**
 * The discount code in force. A typed code becomes the applied one only once the server has
 * priced the cart with it; a refusal leaves the previous state, and its reason (which the client
 * has toasted) stays under the field until the shopper edits the code or tries again.
 */
function useAppliedCoupon() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState('');

  async function apply(typed: string) {
    // Codes are stored upper-case and matched case-insensitively; one spelling means one cache entry.
    const next = typed.trim().toUpperCase();
    setApplying(true);
    setError('');
    try {
      await queryClient.fetchQuery(getEstimateQueryOptions(next));
      setCode(next);
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : FALLBACK_REASON);
    } finally {
      setApplying(false);
    }
  }

  return {
    code,
    applying,
    error,
    apply: (typed: string) => void apply(typed),
    clear: () => setCode(''),
    drop: (reason: string) => {
      setCode('');
      setError(reason);
    },
    forgetError: () => setError(''),
  };
}

const FALLBACK_REASON = 'This code cannot be applied';

function EmptyCart() {
  return (
    <section className="flex flex-col items-center px-6 py-16 text-center md:py-24">
      <span className="grid size-20 place-items-center rounded-full bg-surface text-muted">
        <ShoppingBag aria-hidden="true" className="size-9" strokeWidth={1.5} />
      </span>
      <p className="mt-6 font-display text-2xl text-ink">Your cart is empty</p>
      <Link to={paths.home()} className={`${buttonVariants({ variant: 'default', size: 'lg' })} mt-8`}>
        Go shopping
      </Link>
    </section>
  );
}

function CartSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading your cart"
      className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12"
    >
      <div className="divide-y divide-line border-y border-line">
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-4 py-5 md:gap-6">
            <Skeleton className="size-20 rounded-xl md:size-28" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-80 rounded-3xl" />
    </div>
  );
}
