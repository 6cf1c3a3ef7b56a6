import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '@web/lib/store';
import { tokenStorage } from '@web/lib/token-storage';
import { paths } from '@web/lib/paths';

/**
 * A guarded page is decided by the presence of a stored access token. Without one the
 * session is cleared, the login dialog opens and the visitor lands on / (replace, so Back does
 * not bounce them into the guard again).
 */
export function RequireAuth() {
  // Subscribed so that a sign-out while on a guarded page (logout, failed refresh) re-checks.
  useSessionStore((state) => state.token);
  if (!tokenStorage.getAccessToken()) return <SignInFirst />;
  return <Outlet />;
}

function SignInFirst() {
  const signOut = useSessionStore((state) => state.signOut);
  const setShowLogin = useSessionStore((state) => state.setShowLogin);
  useEffect(() => {
    signOut();
    setShowLogin(true);
  }, [signOut, setShowLogin]);
  return <Navigate to={paths.home()} replace />;
}
