import type { LogoutRequest } from '@shared/schemas/auth';
import { logout as logoutEndpoint } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/**
 * Revokes the refresh token's family on the server. Silent and outside the refresh flow: the
 * shopper is signed out locally whatever happens, so a failure here is nothing to report.
 */
export function logout(body: LogoutRequest) {
  return api.call(logoutEndpoint, { body }, { silent: true, skipAuthRefresh: true });
}
