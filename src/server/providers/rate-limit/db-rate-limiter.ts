import { sql, type Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { RateLimiter, RateLimitResult } from './rate-limiter.js';

export interface DbRateLimiterOptions {
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** One hit in this many also deletes buckets whose window has ended. */
  pruneEvery?: number;
}

/**
 * Counters in the `rate_limit` table. One upsert per hit both starts a new window and counts
 * within the current one, so concurrent hits from several instances never lose a count; the
 * same statement runs on SQLite (3.35+) and PostgreSQL.
 */
export class DbRateLimiter implements RateLimiter {
  private readonly now: () => number;
  private readonly pruneEvery: number;
  private hits = 0;

  constructor(
    private readonly db: Kysely<Database>,
    options: DbRateLimiterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.pruneEvery = options.pruneEvery ?? 500;
  }

  async hit(key: string, limit: number, windowMs: number, cost = 1): Promise<RateLimitResult> {
    const now = this.now();
    const nowIso = new Date(now).toISOString();
    const resetAt = new Date(now + windowMs).toISOString();
    // ISO-8601 UTC text of one length sorts like time, so the window test is a text comparison.
    const row = await this.db
      .insertInto('rate_limit')
      .values({ bucket_key: key, count: cost, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('bucket_key').doUpdateSet({
          count: sql<number>`case when rate_limit.reset_at <= ${nowIso} then ${cost} else rate_limit.count + ${cost} end`,
          reset_at: sql<string>`case when rate_limit.reset_at <= ${nowIso} then ${resetAt} else rate_limit.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (++this.hits % this.pruneEvery === 0) await this.prune(nowIso);
    const count = Number(row.count);
    const allowed = count <= limit;
    return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(0, Date.parse(row.reset_at) - now) };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('bucket_key', '=', key).execute();
  }

  async refund(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit')
      .set({ count: sql<number>`count - 1` })
      .where('bucket_key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  /** Ended windows are dead weight: a later hit would start afresh anyway. */
  async prune(nowIso = new Date(this.now()).toISOString()): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('reset_at', '<=', nowIso).execute();
  }

  async close(): Promise<void> {}
}
