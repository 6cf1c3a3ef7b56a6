import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { getCartQueryOptions } from '@web/features/cart';
import { getOrdersQueryOptions, paidOrderState, useCaptureOrder } from '@web/features/order';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * The return from a successful payment: the order is finalised, then the shopper lands
 * on the order list. The server asks the provider itself, so this only tells it to look now; the
 * webhook would finalise the order anyway, which is why a failure here offers the order list.
 */
export function CapturePayment({ orderNumber }: { orderNumber: string }) {
  useDocumentTitle('Confirming your payment');
  const capture = useCaptureOrder(orderNumber);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!capture.isSuccess) return;
    // Paid lines have left the cart and the order is paid: nothing cached about either holds.
    void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions().queryKey });
    // The list thanks the shopper for this order and highlights it.
    void navigate(paths.orders(), { replace: true, state: paidOrderState(orderNumber) });
  }, [capture.isSuccess, queryClient, navigate, orderNumber]);

  return (
    <section
      aria-live="polite"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 py-20 text-center"
    >
      {capture.isError ? (
        <>
          <h1 className="font-display text-2xl text-ink md:text-3xl">We couldn't confirm your payment yet</h1>
          <p className="mt-3 text-muted">
            If you paid, your order will be confirmed shortly and appear in your orders; you won't be charged twice.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => void capture.refetch()}>
              Try again
            </Button>
            <Link to={paths.orders()} replace className={buttonVariants({ variant: 'default' })}>
              My Orders
            </Link>
          </div>
        </>
      ) : (
        <>
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-accent" strokeWidth={1.5} />
          <h1 className="mt-6 font-display text-2xl text-ink md:text-3xl">Confirming your payment…</h1>
          <p className="mt-3 text-muted">This takes a moment. Please keep this page open.</p>
        </>
      )}
    </section>
  );
}
