import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/database';

interface Kept {
  version: number;
  /** The file gzipped: a tenth of its size, and sent as it is to every crawler (they all take gzip). */
  gzip: Buffer;
}

/** Sitemaps may be cached briefly by a CDN, then revalidated with their ETag. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Sitemap files remembered per catalogue version, as the answer memory does for the API
 * (read-path/answer-memory.ts): every catalogue write bumps the version (migration 005), so a
 * withdrawn product leaves at the next version and nothing is ever stale. A file asked for at a
 * version it is not remembered at is written out to the crawler as it is read from the database,
 * and gzipped on the side into memory for the next request. Its ETag names the version, so a
 * crawler that asks again with it gets a 304 without anything being read.
 */
export class SitemapMemory {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly db: Db) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    produce: () => Promise<AsyncIterable<string> | undefined>,
  ) {
    const version = await this.db.catalogVersion();
    const etag = `"${name}@${version}"`;
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const kept = this.kept.get(name);
    if (kept?.version === version) {
      if (ifNoneMatch === etag) return reply.header('ETag', etag).code(304).send();
      reply.header('ETag', etag);
      return gzipped
        ? reply.header('Content-Encoding', 'gzip').send(kept.gzip)
        : reply.send(zlib.gunzipSync(kept.gzip));
    }
    const pieces = await produce();
    if (!pieces) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (ifNoneMatch === etag) return reply.header('ETag', etag).code(304).send();

    const text = Readable.from(pieces);
    // The fastest level: 12 % larger than the default's, in a third of its time (5 MB a file).
    const gzip = zlib.createGzip({ level: zlib.constants.Z_BEST_SPEED });
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    gzip.on('end', () => {
      // Kept only when no write made the file stale meanwhile at another version already kept.
      if ((this.kept.get(name)?.version ?? -1) <= version)
        this.kept.set(name, { version, gzip: Buffer.concat(chunks) });
    });
    // A failed read ends both streams with its error (the reply is cut short; nothing is kept).
    text.on('error', (error) => gzip.destroy(error));
    text.pipe(gzip);
    reply.header('ETag', etag);
    if (gzipped) return reply.header('Content-Encoding', 'gzip').send(gzip);
    return reply.send(text);
  }
}
