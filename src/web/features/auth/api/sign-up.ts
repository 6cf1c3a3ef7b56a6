import type { SignUpRequest, SuccessResponse } from '@shared/schemas/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/** Confirms a registration with the mailed code and sets the account's password. */
export function signUp(body: SignUpRequest, config?: RequestConfig): Promise<SuccessResponse> {
  return api.post('/auth/sign-up', body, config);
}
