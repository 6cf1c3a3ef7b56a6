import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { ok } from './envelope.js';

/** Public catalogue answers may be cached briefly by browsers and a CDN, then revalidated. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

interface Entry {
  version: number;
  /** For an answer that shows one product: that product's version when it was made. */
  product?: { id: number; version: number };
  body: string;
  etag: string;
}

/**
 * Public answers (home, catalogue) by URL, each remembered with the catalogue version it was
 * made at. Every write to a catalogue table bumps that version by trigger (migration 005), so
 * one primary-key read per request tells whether a remembered answer is still exactly what the
 * database would give: every instance answers the same, nothing goes stale. Writes that show on
 * one product only (its reviews) bump that product's version instead (migration 007): an answer
 * about one product is remembered with both versions and checked against both, every other
 * answer survives such a write. Versions are read before the answer is made, so a write that
 * lands meanwhile makes the answer stale at once rather than never. The ETag is a hash of the
 * body, so it changes exactly when the answer does; a matching If-None-Match gets 304.
 */
export class PublicAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 1000,
  ) {}

  /**
   * onRequest hook: answers a URL whose answer is remembered at the current version before its
   * query is even validated (only valid requests were ever remembered).
   */
  readonly answerFromMemory = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const entry = await this.current(request.url);
    if (entry) return this.reply(request, reply, entry);
  };

  /** The answer remembered for `url` if it is still what the database would give. */
  async current(url: string): Promise<Entry | undefined> {
    const entry = this.entries.get(url);
    if (!entry || entry.version !== (await this.db.catalogVersion())) return undefined;
    if (entry.product && entry.product.version !== (await this.db.productVersion(entry.product.id))) return undefined;
    return entry;
  }

  /**
   * Answers from memory or makes the answer with `produce` and remembers it. `productId` names
   * the one product the answer shows, if it shows one (its page, its reviews).
   */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>, productId?: number) {
    const key = request.url;
    const version = await this.db.catalogVersion();
    const product =
      productId === undefined ? undefined : { id: productId, version: await this.db.productVersion(productId) };
    let entry = this.entries.get(key);
    if (entry?.version !== version || entry.product?.version !== product?.version) {
      const body = JSON.stringify(ok(await produce()));
      entry = { version, product, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.entries.delete(key); // re-inserted last: the Map's order is the eviction order
      this.entries.set(key, entry);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return this.reply(request, reply, entry);
  }

  private reply(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('ETag', entry.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}
