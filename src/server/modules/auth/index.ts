/**
 * The auth module's public surface (sign-up, sign-in, sessions and the account's security): what
 * other modules may import, and nothing else (docs/architecture.md, "Module boundaries").
 */
export { AccountSecurity } from './account-security.service.js';
export { authDepsOf } from './auth.deps.js';
export { PasswordResetLinks } from './password-reset-link.service.js';
