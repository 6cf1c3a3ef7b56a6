import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic-job.js';
import type { AssetDeps } from './asset.service.js';

/** A signed form lives 5 minutes; a day later nobody is still sending its file. */
export const STALE_UPLOAD_AGE_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Forgets pending uploads older than a day: their raw files (posted but never completed, or
 * refused and re-posted) would otherwise stay on disk or in the bucket for good. Answers how
 * many it removed. Complete uploads are never touched.
 */
export async function sweepStaleUploads(deps: AssetDeps, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - STALE_UPLOAD_AGE_MS).toISOString();
  let removed = 0;
  for (;;) {
    const stale = await deps.db.kysely
      .selectFrom('uploaded_image')
      .select(['image_id', 'object_key'])
      .where('status', '=', 'pending')
      .where('created_at', '<', cutoff)
      .limit(BATCH)
      .execute();
    for (const upload of stale) {
      await deps.storage.remove(upload.object_key);
      await deps.db.kysely
        .deleteFrom('uploaded_image')
        .where('image_id', '=', upload.image_id)
        .where('status', '=', 'pending')
        .execute();
    }
    removed += stale.length;
    if (stale.length < BATCH) return removed;
  }
}

/** At start-up and every hour, one sweep at a time. */
export function startUploadSweep(app: FastifyInstance, deps: AssetDeps, now: () => number): void {
  runPeriodically(app, {
    name: 'upload sweep',
    everyMs: SWEEP_INTERVAL_MS,
    log: deps.log,
    async run() {
      const removed = await sweepStaleUploads(deps, now());
      if (removed > 0) deps.log.info({ removed }, 'stale photo uploads removed');
    },
  });
}
