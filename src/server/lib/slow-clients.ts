import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes bodies that may arrive slowly (the photo upload): it is exempt from
     * REQUEST_TIMEOUT_MS and bounded by UPLOAD_TIMEOUT_MS, Node's limit for any whole request.
     */
    slowBody?: boolean;
  }
}

type TimeoutConfig = Pick<
  Config,
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'UPLOAD_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'CONNECTION_TIMEOUT_MS'
  | 'MAX_REQUESTS_PER_SOCKET'
>;

/**
 * The HTTP server's limits, as Fastify options. Node's request timeout is one number for the
 * whole server, so it is the longest any route allows (the upload's); every other route gets
 * the shorter REQUEST_TIMEOUT_MS from `registerBodyDeadline`. Node checks both at every
 * `connectionsCheckingInterval` (30 s by default, which would let a 10 s limit run to 40 s).
 */
export function serverTimeouts(config: TimeoutConfig) {
  const requestTimeout = Math.max(config.UPLOAD_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    requestTimeout,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

function bodyTimedOut(ms: number): Error & { statusCode: number } {
  const seconds = Math.round(ms / 100) / 10;
  return Object.assign(new Error(`The request body did not arrive within ${seconds} s`), { statusCode: 408 });
}

/**
 * A body that has not arrived `ms` after the headers is refused with 408 and its connection
 * closed, on every route but those marked `slowBody`. The body is read through a stream of
 * our own so that the refusal goes through the error handler as any other (the envelope)
 * while the client's socket stays open long enough to carry it. A request answered before its
 * body arrived (refused on its headers: 413, 415) whose client is still sending at the deadline
 * loses its connection then.
 */
export function registerBodyDeadline(app: FastifyInstance, ms: number): void {
  // A callback, not an async function: the hook runs on every request, catalogue reads included.
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (request.routeOptions.config.slowBody || !hasBody(request)) return done(null, payload);
    const body = new PassThrough();
    // The parser's listener comes and goes (it leaves on a refusal): an error must never go unheard.
    body.on('error', () => {});
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      if (reply.sent) {
        request.raw.socket?.destroy();
        return;
      }
      payload.unpipe(body);
      reply.header('Connection', 'close');
      body.destroy(bodyTimedOut(ms));
    }, ms);
    const arrived = () => clearTimeout(timer);
    body.once('close', arrived);
    payload.once('end', arrived);
    payload.once('error', (error) => body.destroy(error));
    done(null, (payload as Readable).pipe(body));
  });
}
