import type { SignUpTokenRequest } from '@shared/schemas/auth';
import { requestSignUpToken as requestSignUpTokenEndpoint } from '@shared/contract/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/** Registers an email: the server mails a six-digit code and answers the token that pairs with it. */
export function requestSignUpToken(body: SignUpTokenRequest, config?: RequestConfig) {
  return api.call(requestSignUpTokenEndpoint, { body }, config);
}
