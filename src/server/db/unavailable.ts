/** What a request is told while the database cannot be reached (HTTP 503, code `unavailable`). */
export const DATABASE_UNAVAILABLE = "The shop's database is unavailable; try again shortly";

/** How long a client is asked to wait before trying again (the pool reconnects meanwhile). */
export const DATABASE_RETRY_AFTER_S = 5;

/** Node's errors for a server that cannot be reached or a connection that broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there for us now: class 08 (connection
 * exception), 57P01–57P03 (terminated by an administrator, a crash, not accepting connections
 * yet), 53300 (too many connections).
 */
const SERVER_GONE = /^(08...|57P0[123]|53300)$/;

/** pg's, better-sqlite3's and Kysely's own words for a connection that is gone or cannot be had. */
const GONE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|The database connection is not open|driver has already been destroyed/;

/**
 * Whether `err` (or what caused it) says the database cannot be reached, rather than that a
 * statement was wrong: such a request gets a 503 to try again, not a 500. Checked against the
 * error's code first, its message only for the drivers' errors that carry none.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE.test(code))) return true;
    if (GONE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = e.cause;
  }
  return false;
}
