import type { LoginRequest } from '@shared/schemas/auth';
import { login as loginEndpoint } from '@shared/contract/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/**
 * A wrong email or password answers HTTP 400, not 401, so a typo never starts the client's
 * refresh flow; the client toasts the server's message.
 */
export function login(body: LoginRequest, config?: RequestConfig) {
  return api.call(loginEndpoint, { body }, config);
}
