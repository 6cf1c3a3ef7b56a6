import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '@web/lib/store';
import { tokenStorage } from '@web/lib/token-storage';
import { paths } from '@web/lib/paths';

/**
 * A guarded page is decided by the presence of a stored access token. Without one the
 * session is cleared, the login dialog opens and the visitor lands on / (replace, so Back does
 * not bounce them into the guard again); once signed in, they are taken back to the page they
 * asked for (`ResumeAfterSignIn`).
 */
export function RequireAuth() {
  // Subscribed so that a sign-out while on a guarded page (logout, failed refresh) re-checks.
  useSessionStore((state) => state.token);
  if (!tokenStorage.getAccessToken()) return <SignInFirst />;
  return <Outlet />;
}

/** Clears the session, opens the login dialog and goes to /; signing in returns to this address. */
export function SignInFirst() {
  const signOut = useSessionStore((state) => state.signOut);
  const askToSignIn = useSessionStore((state) => state.askToSignIn);
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}${hash}`;
  useEffect(() => {
    signOut();
    askToSignIn({ kind: 'return', path });
  }, [signOut, askToSignIn, path]);
  return <Navigate to={paths.home()} replace />;
}
