/**
 * The mail-outbox module's public surface (the mail outbox): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { findMail, listMailsWithOrder } from './mail-outbox.repository.js';
export type { MailOutbox } from './outbox-sender.js';
export { queueMail } from './queue-mail.js';
export type { MailKind } from './queue-mail.js';
