import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import { pendingMigrations } from '@server/db/migrator';
import { databaseAnswers } from './health.repository.js';

/** A load balancer's probe gives up after a few seconds; a database slower than this is not ready. */
export const READINESS_DEADLINE_MS = 3000;

/** An answer is shared by every probe within this long of it (and while it is being computed). */
export const READINESS_EVERY_MS = 1000;

export interface Readiness {
  /** Why the shop cannot serve now, or null when it can. */
  problem(log: FastifyBaseLogger): Promise<string | null>;
  /** Database probes made so far (observable by tests and benches). */
  readonly probes: number;
}

const readinessOfDb = new WeakMap<Db, Readiness>();

/**
 * The readiness of the instance using `db`. The database must answer within the deadline and
 * have run every migration this code knows. The migrations are read until they are all applied
 * (they are not undone afterwards); from then on a probe is one `select 1`. However many probes
 * arrive, the database is asked at most once a second: concurrent callers share one answer, so
 * a client hammering /readyz cannot make the other requests wait. The database's own error stays
 * in the log: the answer is public and must not show hosts or credentials.
 */
export function readinessOf(db: Db): Readiness {
  let readiness = readinessOfDb.get(db);
  if (!readiness) readinessOfDb.set(db, (readiness = newReadiness(db)));
  return readiness;
}

function newReadiness(db: Db): Readiness {
  let migrated = false;
  let probes = 0;
  let last: { at: number; answer: Promise<string | null>; settled: boolean } | null = null;

  async function probe(log: FastifyBaseLogger): Promise<string | null> {
    probes++;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${READINESS_DEADLINE_MS} ms`)),
        READINESS_DEADLINE_MS,
      );
    });
    try {
      if (migrated) {
        await Promise.race([databaseAnswers(db), deadline]);
        return null;
      }
      const pending = await Promise.race([pendingMigrations(db), deadline]);
      if (pending.length > 0) return `Migrations not applied: ${pending.join(', ')}`;
      migrated = true;
      return null;
    } catch (err) {
      log.warn({ err }, 'readiness check: the database did not answer');
      return 'The database did not answer';
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get probes() {
      return probes;
    },
    problem(log) {
      const now = Date.now();
      if (last && (!last.settled || now - last.at < READINESS_EVERY_MS)) return last.answer;
      const current = { at: now, answer: probe(log), settled: false };
      void current.answer.finally(() => (current.settled = true));
      last = current;
      return current.answer;
    },
  };
}
