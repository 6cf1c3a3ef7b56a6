import { LoaderCircleIcon } from '@web/components/icons/loader-circle-icon';
import { ShoppingBagIcon } from '@web/components/icons/shopping-bag-icon';
import { preloadOnIntent } from '@web/lib/lazy-component';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

interface AddToCartButtonProps {
  onClick(): void;
  /** A pointer or the focus reached the button: a click may follow. */
  onIntent?(): void;
  /**
   * The request is running: the button shows a spinner (its name stays the same) and ignores
   * clicks, but stays focusable (aria-disabled, not disabled): a disabled button drops the focus
   * to the page, and a keyboard shopper would start again from the top.
   */
  adding: boolean;
  disabled?: boolean;
  className?: string;
}

export function AddToCartButton({ onClick, onIntent, adding, disabled = false, className }: AddToCartButtonProps) {
  return (
    <Button
      variant="accent"
      size="lg"
      onClick={onClick}
      {...preloadOnIntent(onIntent)}
      disabled={disabled}
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      className={cn('px-6', className)}
    >
      {adding ? (
        <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <ShoppingBagIcon aria-hidden="true" className="size-5" />
      )}
      Add to Cart
    </Button>
  );
}
