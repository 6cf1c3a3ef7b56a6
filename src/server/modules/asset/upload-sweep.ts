import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '@server/lib/periodic-job';
import { deleteIfUnused, deletePending, pendingBefore, unusedBefore } from './asset.repository.js';
import { storedPhotoKey, type AssetDeps } from './asset.service.js';

/** A signed form lives 5 minutes; a day later nobody is still sending its file. */
export const STALE_UPLOAD_AGE_MS = 24 * 60 * 60_000;
/** A photo is uploaded for the review being written; a day later it will not be used. */
export const UNUSED_PHOTO_AGE_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Forgets pending uploads older than a day: their raw files (posted but never completed, or
 * refused and re-posted) would otherwise stay on disk or in the bucket for good. Then deletes
 * complete photos no review or catalogue write took within a day of completion. Answers how
 * many uploads it removed.
 */
export async function sweepStaleUploads(deps: AssetDeps, nowMs: number): Promise<number> {
  return (await sweepPendingUploads(deps, nowMs)) + (await sweepUnusedPhotos(deps, nowMs));
}

async function sweepPendingUploads(deps: AssetDeps, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - STALE_UPLOAD_AGE_MS).toISOString();
  let removed = 0;
  for (;;) {
    const stale = await pendingBefore(deps.db.kysely, cutoff, BATCH);
    for (const upload of stale) {
      await deps.storage.remove(upload.object_key);
      await deletePending(deps.db.kysely, upload.image_id);
    }
    removed += stale.length;
    if (stale.length < BATCH) return removed;
  }
}

/**
 * Deletes complete photos still unused a day after completion: the row first, with a
 * conditional delete (still unused, and no review names its URL), and only then its files. A
 * review marks its photo used in its own transaction, so of the two, the one that comes second
 * sees the other: the review is refused, or the photo stays. Several instances may sweep at
 * once: each row is deleted by one of them, and that one removes the files.
 */
async function sweepUnusedPhotos(deps: AssetDeps, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - UNUSED_PHOTO_AGE_MS).toISOString();
  const k = deps.db.kysely;
  let removed = 0;
  for (;;) {
    const unused = await unusedBefore(k, cutoff, BATCH);
    let removedNow = 0;
    for (const photo of unused) {
      if (!(await deleteIfUnused(k, photo.image_id))) continue;
      await deps.storage.remove(storedPhotoKey(photo));
      await deps.storage.remove(photo.object_key); // the raw upload, should its removal have failed
      removedNow++;
    }
    removed += removedNow;
    if (unused.length < BATCH || removedNow === 0) return removed;
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
      if (removed > 0) deps.log.info({ removed }, 'stale and unused photo uploads removed');
    },
  });
}
