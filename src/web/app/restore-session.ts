import { api, type ApiClient } from '@web/lib/api-client';
import { getProfile } from '@web/lib/profile';
import { useSessionStore } from '@web/lib/store';
import { tokenStorage } from '@web/lib/token-storage';

/**
 * On load, stored tokens go back into state and the profile is fetched. Quietly: a
 * visitor with an expired session just sees the shop (a 401 still goes through the refresh flow).
 */
export async function restoreSession(client: ApiClient = api): Promise<void> {
  const pair = tokenStorage.getPair();
  if (!pair) return;
  useSessionStore.getState().restoreToken(pair);
  try {
    const user = await getProfile(client, { silent: true });
    useSessionStore.getState().setUser(user ?? null);
  } catch {
    // Failure is ignored by design; the guard and the next request handle a dead session.
  }
}
