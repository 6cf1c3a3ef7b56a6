import type { SignUpTokenRequest, SignUpTokenResponse } from '@shared/schemas/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/** Registers an email: the server mails a six-digit code and answers the token that pairs with it. */
export function requestSignUpToken(body: SignUpTokenRequest, config?: RequestConfig): Promise<SignUpTokenResponse> {
  return api.post('/auth/sign-up-token', body, config);
}
