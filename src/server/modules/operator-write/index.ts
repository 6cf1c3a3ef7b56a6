/**
 * The operator-write module's public surface (what every operator write uses: who acts, the
 * transaction, the audit, the references a write names): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { actingOperator, actorApiKeyId, apiKeyActor, operatorActor } from './acting-operator.js';
export { recordAudit } from './audit.repository.js';
export type { AuditEntity, AuditEntry } from './audit.repository.js';
export { operatorWrite, operatorWriteDepsOf } from './operator-write.js';
export type { OperatorWho, OperatorWriteDeps } from './operator-write.js';
export { checkExist, checkImages } from './references.js';
