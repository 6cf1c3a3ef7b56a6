import { Suspense } from 'react';
import { lazyComponent, useOpenedOnce } from '@web/lib/lazy-component';
import { useSessionStore } from '@web/lib/store';

const LoginDialog = lazyComponent(() => import('./login-dialog').then((m) => m.LoginDialog));

/** Starts loading the login dialog's code (its forms, validation and react-hook-form) ahead of a click. */
export const preloadLoginDialog = LoginDialog.preload;

/**
 * The login dialog, loaded the first time it is asked for (the showLogin flag) and kept mounted
 * afterwards so it closes with its animation: a visitor who never signs in never downloads it.
 */
export function LazyLoginDialog() {
  const showLogin = useSessionStore((state) => state.showLogin);
  const opened = useOpenedOnce(showLogin);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
