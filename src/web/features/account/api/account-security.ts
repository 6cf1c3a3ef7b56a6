import {
  changeEmail as changeEmailEndpoint,
  changePassword as changePasswordEndpoint,
  closeAccount,
  confirmEmail as confirmEmailEndpoint,
  dataExport,
  revokeSessions,
} from '@shared/contract/account';
import type { ChangeEmail, ChangePassword } from '@shared/schemas/account';
import { api } from '@web/lib/api-client';

// Refusals are shown at their field by the forms, so these calls stay quiet.
export const changePassword = (body: ChangePassword) => api.call(changePasswordEndpoint, { body }, { silent: true });
export const changeEmail = (body: ChangeEmail) => api.call(changeEmailEndpoint, { body }, { silent: true });
export const confirmEmail = (verificationCode: string) =>
  api.call(confirmEmailEndpoint, { body: { verificationCode } }, { silent: true });
export const signOutOtherDevices = () => api.call(revokeSessions, { body: {} });
export const downloadMyData = () => api.call(dataExport, {});
export const closeMyAccount = (password: string) => api.call(closeAccount, { body: { password } }, { silent: true });
