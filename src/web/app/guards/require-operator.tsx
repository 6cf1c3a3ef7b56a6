import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getProfileQueryOptions } from '@web/features/auth';
import { lazyComponent } from '@web/lib/lazy-component';
import { paths } from '@web/lib/paths';
import { useSessionStore } from '@web/lib/store';
import { tokenStorage } from '@web/lib/token-storage';
import { SignInFirst } from './require-auth';
import { STAFF_INVITATION_PATH } from '@web/features/console/console-paths';

/** The console's code, downloaded only once the profile says the user is an operator. */
const ConsoleApp = lazyComponent(() => import('@web/features/console/console-app').then((m) => m.ConsoleApp));
/** Accepting an invitation to the staff: for any signed-in account, since the invitee is not staff yet. */
const StaffInvitationPage = lazyComponent(() =>
  import('@web/features/console/staff/join-page').then((m) => m.StaffInvitationPage),
);

/**
 * /admin/*: an operator gets the console. A visitor is asked to sign in (the login dialog, over the
 * home page) and brought back to the address once signed in, as for any guarded page; a customer
 * gets the not-found page, as for any address that is not theirs to see (and the API refuses them
 * anyway). The role comes from a fresh profile, so an operator whose role was revoked is turned
 * away on the next visit. `/admin/join` (an invitation's code) opens to any signed-in account.
 */
export function RequireOperator() {
  // Subscribed so that signing out while in the console re-checks.
  useSessionStore((state) => state.token);
  const signedIn = Boolean(tokenStorage.getAccessToken());
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: signedIn });
  const { pathname } = useLocation();
  if (!signedIn) return <SignInFirst />;
  if (pathname === STAFF_INVITATION_PATH) {
    return (
      <Suspense fallback={<ConsoleLoading />}>
        <StaffInvitationPage />
      </Suspense>
    );
  }
  if (profile.isError) return <Navigate to={paths.notFound()} replace />;
  if (profile.isPending) return <ConsoleLoading />;
  if (profile.data.role !== 'operator') return <Navigate to={paths.notFound()} replace />;
  return (
    <Suspense fallback={<ConsoleLoading />}>
      <ConsoleApp />
    </Suspense>
  );
}

function ConsoleLoading() {
  return <div role="status" aria-busy="true" aria-label="Loading" className="min-h-svh bg-canvas" />;
}
