import type { FastifyInstance } from 'fastify';
import { lockForUpdate } from '@server/db/transaction';
import { notFound } from '@server/lib/errors';
import { PasswordResetLinks, authDepsOf } from '@server/modules/auth';
import { recordAudit } from '@server/modules/operator-write';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

const links = new WeakMap<FastifyInstance, PasswordResetLinks>();

/** Made when first used: the outbox the link's mail goes through is added after the routes. */
function linksOf(app: FastifyInstance): PasswordResetLinks {
  let found = links.get(app);
  if (!found) links.set(app, (found = new PasswordResetLinks(authDepsOf(app))));
  return found;
}

/**
 * "Send password reset" on the customer's page: the auth module mails a one-time link, in one
 * transaction with the activity log's entry (who sent it to which account, never the link).
 */
export async function sendPasswordReset(app: FastifyInstance, deps: ConsoleDeps, actor: string, userId: number) {
  return deps.db.transaction(async (tx) => {
    // Held until commit, so two clicks at once send one link (the second sees the first).
    if (!(await lockForUpdate(tx, 'app_user', 'user_id', userId))) throw notFound('Customer');
    const sent = await linksOf(app).send(tx, userId, actor);
    await recordAudit(tx.kysely, {
      actor,
      entity: 'customer',
      entityId: userId,
      action: 'password-reset-sent',
      subject: `customer ${userId}`,
      detail: { expiresAt: sent.expiresAt },
      now: deps.nowIso(),
    });
    return sent;
  });
}
