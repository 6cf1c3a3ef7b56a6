import type { PasswordResetRequest, PasswordResetTokenRequest } from '@shared/schemas/auth';
import { requestPasswordResetToken, resetPassword as resetPasswordEndpoint } from '@shared/contract/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/** Forgotten password: the server mails a code to an active account and answers a token either way. */
export function requestResetToken(body: PasswordResetTokenRequest, config?: RequestConfig) {
  return api.call(requestPasswordResetToken, { body }, config);
}

export function resetPassword(body: PasswordResetRequest, config?: RequestConfig) {
  return api.call(resetPasswordEndpoint, { body }, config);
}
