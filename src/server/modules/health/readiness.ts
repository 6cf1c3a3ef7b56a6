import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import { pendingMigrations } from '@server/db/migrator';

/** A load balancer's probe gives up after a few seconds; a database slower than this is not ready. */
export const READINESS_DEADLINE_MS = 3000;

/**
 * Why the shop cannot serve now, or null when it can: the database must answer within the
 * deadline and have run every migration this code knows. The database's own error stays in the
 * log: the answer is public and must not show hosts or credentials.
 */
export async function readinessProblem(db: Db, log: FastifyBaseLogger): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_DEADLINE_MS} ms`)), READINESS_DEADLINE_MS);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), deadline]);
    return pending.length > 0 ? `Migrations not applied: ${pending.join(', ')}` : null;
  } catch (err) {
    log.warn({ err }, 'readiness check: the database did not answer');
    return 'The database did not answer';
  } finally {
    clearTimeout(timer);
  }
}
