import type { SignUpRequest } from '@shared/schemas/auth';
import { signUp as signUpEndpoint } from '@shared/contract/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/** Confirms a registration with the mailed code and sets the account's password. */
export function signUp(body: SignUpRequest, config?: RequestConfig) {
  return api.call(signUpEndpoint, { body }, config);
}
