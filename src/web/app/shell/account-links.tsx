import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ShoppingBag, UserRound } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { selectIsSignedIn, useSessionStore } from '@web/lib/store';
import { paths } from '@web/lib/paths';
import { preloadLoginDialog } from '@web/features/auth/components/lazy-login-dialog';

/** SPEC §2: cart and user icons go to their pages, or open the login dialog for a visitor. */
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
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9 md:size-10')}
    >
      {children}
    </Link>
  );
}

export function CartLink() {
  return (
    <SignedInLink to={paths.cart()} label="Cart">
      <ShoppingBag aria-hidden="true" />
    </SignedInLink>
  );
}

export function AccountLink() {
  return (
    <SignedInLink to={paths.account()} label="Account">
      <UserRound aria-hidden="true" />
    </SignedInLink>
  );
}
