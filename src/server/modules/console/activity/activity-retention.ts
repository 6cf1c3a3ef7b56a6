import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '@server/lib/periodic-job';
import { pruneActivity } from './activity.repository.js';

/** How long the activity log keeps an entry (docs/operator-console.md, "Activity log"): two years. */
export const ACTIVITY_RETENTION_DAYS = 730;
const DAY_MS = 24 * 60 * 60_000;

/** Removes entries older than the retention; answers how many went. Nothing else ever deletes one. */
export async function pruneOldActivity(app: FastifyInstance, nowMs: number): Promise<number> {
  return pruneActivity(app.db.kysely, new Date(nowMs - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString());
}

/** Once at start-up and then daily, on every instance (the delete is idempotent). */
export function startActivityRetention(app: FastifyInstance): void {
  runPeriodically(app, {
    name: 'activity retention',
    everyMs: DAY_MS,
    log: app.log,
    async run() {
      const removed = await pruneOldActivity(app, app.clock.now());
      if (removed > 0) app.log.info({ removed }, 'activity entries past their retention removed');
    },
  });
}
