import { getProfile as getProfileEndpoint } from '@shared/contract/user';
import type { ApiClient, RequestConfig } from './api-client';

/**
 * The signed-in user's profile: the one request for it, used by sign-in, the session restore
 * on load, the refresh flow and the account page. The client is a parameter because the API
 * client itself reloads the profile after a refresh (and tests point their own client at it).
 */
export function getProfile(client: Pick<ApiClient, 'call'>, config?: RequestConfig) {
  return client.call(getProfileEndpoint, {}, config);
}
