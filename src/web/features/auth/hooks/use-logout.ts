import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_QUERY_ROOT } from '@web/lib/react-query';
import { useSessionStore } from '@web/lib/store';
import { tokenStorage } from '@web/lib/token-storage';
import { logout } from '../api/logout';
import { clearSession } from '../lib/session';
import { paths } from '@web/lib/paths';

/**
 * Logout from a page behind the guard: the server revokes the refresh token (a failure
 * is ignored: the shopper is signed out here either way), the shopper goes to /, and the session
 * is forgotten once the page is gone. Not before: a guarded page that sees the token vanish opens
 * the login dialog, as it does for a visitor who never signed in.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (leaving.current) clearSession();
    },
    [],
  );

  function signOut() {
    setPending(true);
    leaving.current = true;
    // Cart, addresses and orders cached for this shopper must not show to the next one. Only
    // what no mounted component watches: removing a watched query makes it fetch twice.
    queryClient.removeQueries({ queryKey: [CUSTOMER_QUERY_ROOT], type: 'inactive' });
    const refreshToken = useSessionStore.getState().token?.refreshToken || tokenStorage.getRefreshToken();
    // Not awaited: revoking needs no access token, and a slow network must not hold the shopper.
    if (refreshToken) logout({ refreshToken }).catch(() => {});
    void navigate(paths.home());
  }

  return { signOut, pending };
}
