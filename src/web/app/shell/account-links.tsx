import type { MouseEvent, ReactNode } from 'react';
import { preloadOnIntent } from '@web/lib/lazy-component';
import { Link } from 'react-router';
import { ShoppingBagIcon } from '@web/components/icons/shopping-bag-icon';
import { UserRoundIcon } from '@web/components/icons/user-round-icon';
import { buttonVariants } from '@web/components/ui/button';
import { useCartItemCount } from '@web/features/cart';
import { cn } from '@web/lib/cn';
import { selectIsSignedIn, useSessionStore } from '@web/lib/store';
import { paths } from '@web/lib/paths';
import { preloadLoginDialog } from '@web/features/auth/components/lazy-login-dialog';

/** Cart and user icons go to their pages, or open the login dialog for a visitor. */
function SignedInLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const signedIn = useSessionStore(selectIsSignedIn);
  const setShowLogin = useSessionStore((state) => state.setShowLogin);

  // A visitor pointing at the icon is about to open the login dialog: fetch its code now.
  const preload = signedIn ? undefined : preloadLoginDialog;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (signedIn) return;
    event.preventDefault();
    setShowLogin(true);
  }

  return (
    <Link
      to={to}
      aria-label={label}
      onClick={onClick}
      {...preloadOnIntent(preload)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative size-9 md:size-10')}
    >
      {children}
    </Link>
  );
}

/** Past two digits the badge would outgrow the icon. */
const MAX_SHOWN_COUNT = 99;

export function CartLink() {
  const count = useCartItemCount();
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <SignedInLink to={paths.cart()} label={label}>
      <ShoppingBagIcon aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-accent-foreground tabular-nums ring-2 ring-canvas"
        >
          {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
        </span>
      )}
    </SignedInLink>
  );
}

export function AccountLink() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return (
    <SignedInLink to={paths.account()} label={signedIn ? 'Account, signed in' : 'Account'}>
      <UserRoundIcon aria-hidden="true" />
      {signedIn && (
        <span
          aria-hidden="true"
          data-testid="signed-in-dot"
          className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-emerald-600 ring-2 ring-canvas md:top-2 md:right-2"
        />
      )}
    </SignedInLink>
  );
}
