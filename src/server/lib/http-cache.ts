import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.js';

/** Public catalogue answers may be cached briefly by browsers and a CDN, then revalidated. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Sends `data` in the envelope with an ETag taken from the body itself, so the tag changes
 * exactly when the answer does, on every instance alike; a matching If-None-Match gets 304.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  const body = JSON.stringify(ok(data));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
