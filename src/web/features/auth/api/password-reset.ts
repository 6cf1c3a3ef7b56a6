import type { PasswordResetLinkRequest, PasswordResetRequest, PasswordResetTokenRequest } from '@shared/schemas/auth';
import {
  requestPasswordResetToken,
  resetPassword as resetPasswordEndpoint,
  resetPasswordWithLink as resetPasswordWithLinkEndpoint,
} from '@shared/contract/auth';
import { api, type RequestConfig } from '@web/lib/api-client';

/** Forgotten password: the server mails a code to an active account and answers a token either way. */
export function requestResetToken(body: PasswordResetTokenRequest, config?: RequestConfig) {
  return api.call(requestPasswordResetToken, { body }, config);
}

export function resetPassword(body: PasswordResetRequest, config?: RequestConfig) {
  return api.call(resetPasswordEndpoint, { body }, config);
}

/** A new password with the token of the link the shop mailed (an operator sent it). */
export function resetPasswordWithLink(body: PasswordResetLinkRequest, config?: RequestConfig) {
  return api.call(resetPasswordWithLinkEndpoint, { body }, config);
}
