/**
 * The operator-write module's public surface (what every operator write uses: who acts, the
 * transaction, the activity log, the references a write names, a person's staff access): what
 * other modules may import, and nothing else (docs/architecture.md, "Module boundaries").
 * Repository functions here take an Executor, so another module's use case can run them inside
 * its own transaction.
 */
export { actingOperator, actorApiKeyId, apiKeyActor, operatorActor } from './acting-operator.js';
export { changedFields, recordAudit, recordAudits } from './audit.repository.js';
export type { AuditEntity, AuditEntry, Fields } from './audit.repository.js';
export { operatorWrite, operatorWriteDepsOf } from './operator-write.js';
export type { OperatorWho, OperatorWriteDeps } from './operator-write.js';
export { checkExist, checkImages } from './references.js';
export { scopesOfRole, staffAccessOf } from './staff-access.js';
export type { StaffAccess } from './staff-access.js';
export {
  PASSWORD_REQUIRED_MESSAGE,
  RECENT_SIGN_IN_MS,
  passwordRequired,
  requireRecentSignIn,
  signedInRecently,
} from './recent-sign-in.js';
