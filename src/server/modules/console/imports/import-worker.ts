import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { LEASE_MS, runJob, type ImportDeps } from './import-job.js';
import * as repo from './imports.repository.js';

/** How often an idle worker looks for a job another instance queued, or one whose worker stopped. */
export const IMPORT_POLL_MS = 1_000;

export interface ImportWorker {
  /** A job was queued here: look now rather than at the next poll. */
  kick(): void;
}

/**
 * The server's import worker: off the request path, it leases queued jobs (and running ones whose
 * worker stopped renewing its lease: a restart, a crash) and runs them one at a time to the end.
 * On close it stops after the batch in hand and lets its lease go, so the next start resumes the
 * job at once from its last committed row.
 */
export function startImportWorker(app: FastifyInstance, deps: ImportDeps): ImportWorker {
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopping = false;
  let ready = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const work = async () => {
    while (!stopping) {
      const now = deps.now();
      const job = await repo.leaseJob(
        deps.db.kysely,
        owner,
        new Date(now).toISOString(),
        new Date(now + LEASE_MS).toISOString(),
      );
      if (!job) return;
      await runJob(deps, job, owner, () => stopping);
    }
  };
  const tick = () => {
    if (!ready || stopping) return;
    running ??= work()
      .catch((err: unknown) => deps.log.error({ err }, 'import worker failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    ready = true;
    tick();
    timer = setInterval(tick, IMPORT_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  });
  return { kick: tick };
}
