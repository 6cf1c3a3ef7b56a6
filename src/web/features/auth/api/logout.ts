import type { LogoutRequest, SuccessResponse } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

/**
 * Revokes the refresh token's family on the server. Silent and outside the refresh flow: the
 * shopper is signed out locally whatever happens, so a failure here is nothing to report.
 */
export function logout(body: LogoutRequest): Promise<SuccessResponse> {
  return api.post('/auth/logout', body, { silent: true, skipAuthRefresh: true });
}
