import type { LoginRequest } from '@shared/schemas/auth';
import { useSessionStore } from '@web/lib/store';
import { tokenStorage } from '@web/lib/token-storage';
import { api } from '@web/lib/api-client';
import { getProfile } from '@web/lib/profile';
import { login } from '../api/login';

/**
 * Login success: the pair goes into state and localStorage, then the profile into `user`.
 * All or nothing: if the profile cannot be loaded (or the dialog was closed meanwhile) the new
 * tokens are dropped again, so the dialog never closes on a half-signed-in session.
 */
export async function signInWithPassword(credentials: LoginRequest, signal: AbortSignal): Promise<void> {
  const pair = await login(credentials, { signal });
  signal.throwIfAborted();
  const store = useSessionStore.getState();
  store.setToken({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
  try {
    const user = await getProfile(api, { signal });
    signal.throwIfAborted();
    store.setUser(user);
  } catch (error) {
    store.signOut();
    throw error;
  }
}

/**
 * Logout on this device: user and both tokens leave state and storage, and so does a
 * pending sign-up token (the third stored value), so nothing of this visitor stays behind.
 */
export function clearSession(): void {
  useSessionStore.getState().signOut();
  tokenStorage.setSignUpToken(null);
}
