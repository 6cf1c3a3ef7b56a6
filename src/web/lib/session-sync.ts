import { STORAGE_KEYS } from '@shared/constants';
import { useSessionStore } from './store';
import { tokenStorage } from './token-storage';

/**
 * Keeps this tab's session in step with the others: a pair rotated or removed in another tab
 * (a refresh, a login, a logout) is taken over here, without writing storage back.
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken && event.key !== STORAGE_KEYS.refreshToken) return;
    const pair = tokenStorage.getPair();
    if (pair) useSessionStore.getState().restoreToken(pair);
    else useSessionStore.setState({ user: null, token: null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
