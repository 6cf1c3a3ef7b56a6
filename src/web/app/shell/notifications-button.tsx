import { Suspense } from 'react';
import { BellIcon } from '@web/components/icons/bell-icon';
import { Button } from '@web/components/ui/button';
import { LazySignedInBell } from '@web/features/notifications';
import { preloadLoginDialog } from '@web/features/auth/components/lazy-login-dialog';
import { preloadOnIntent } from '@web/lib/lazy-component';
import { selectIsSignedIn, useSessionStore } from '@web/lib/store';

/**
 * The bell of the top bar. A visitor's opens the login dialog, as the cart and user icons do; a
 * signed-in shopper's shows their notifications (features/notifications, loaded once signed in,
 * so a first visit does not carry it; until then the plain bell stands in).
 */
export function NotificationsButton() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const setShowLogin = useSessionStore((state) => state.setShowLogin);
  const plain = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Notifications"
      onClick={signedIn ? undefined : () => setShowLogin(true)}
      {...preloadOnIntent(signedIn ? undefined : preloadLoginDialog)}
      className="relative size-9 md:size-10"
    >
      <BellIcon aria-hidden="true" />
    </Button>
  );
  if (!signedIn) return plain;
  return (
    <Suspense fallback={plain}>
      <LazySignedInBell />
    </Suspense>
  );
}
