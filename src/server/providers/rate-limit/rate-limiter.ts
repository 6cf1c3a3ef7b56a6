/** The outcome of counting one attempt against a bucket. */
export interface RateLimitResult {
  allowed: boolean;
  /** How long until the bucket's window ends (0 when allowed and nothing to wait for). */
  retryAfterMs: number;
  /** Attempts counted in the current window, this one (with its cost) included. */
  count: number;
}

/**
 * Fixed-window counters shared by every instance (database or Redis), so limits hold behind a
 * load balancer. Keys are opaque to the limiter; callers name them (`login:ip:1.2.3.4`).
 */
export interface RateLimiter {
  /**
   * Counts one attempt, or `cost` of them for work that costs more than a plain request (an
   * invoice drawn counts by its size); allowed while the window's count is at most `limit`.
   */
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<RateLimitResult>;
  /** Forgets the bucket (e.g. an account's failures after a successful sign-in). */
  reset(key: string): Promise<void>;
  /**
   * Gives one attempt back. Attempts are counted before the work (so parallel guesses cannot
   * slip past the limit) and refunded when they succeed, so only failures use up a limit.
   */
  refund(key: string): Promise<void>;
  close(): Promise<void>;
}
