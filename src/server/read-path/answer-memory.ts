import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/database';
import { ok, okJson, WireJson } from '@server/lib/envelope';
import { wireJson } from '@shared/wire-names';

/** Public catalogue answers may be cached briefly by browsers and a CDN, then revalidated. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/**
 * For answers that follow stock as a shopper chooses (a product's combinations): kept, but asked
 * again every time (a 304 from the memory while nothing changed), never a minute old.
 */
export const REVALIDATED_CACHE_CONTROL = 'public, no-cache';

interface Entry {
  /** The catalogue's generation when it was made (`generation`). */
  generation: number;
  /** For an answer that shows one product: that product's version when it was made. */
  product?: { id: number; version: number };
  /** UTF-8, so that its size is what it costs and Fastify sends it without converting it. */
  body: Buffer;
  etag: string;
  /** What the entry counts against the budget: body, URL and bookkeeping. */
  bytes: number;
  cacheControl: string;
}

/** A Map entry, the Entry object and its ETag string, roughly, beside the body and the URL. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Public answers (home, catalogue) by URL, each remembered with the catalogue's generation when
 * it was made: the catalogue read model's (modules/catalog/read-model), handed in by app.ts. It
 * rises with every committed catalogue version (every write to a catalogue table bumps it by
 * trigger, migration 005, whoever writes), when the read model's index is built or changed, and
 * when a sale sells a product out or brings it back, so one check per request tells whether a
 * remembered answer is still what the shop would answer now. Writes that show on one product only
 * (its reviews, its stock count) bump that product's version instead (migration 007): an answer
 * about one product is remembered with its version too and checked against both, every other
 * answer survives such a write. Both are read before the answer is made, so a write that lands
 * meanwhile makes the answer stale at once rather than never. The ETag is a hash of the body, so
 * it changes exactly when the answer does; a matching If-None-Match gets 304.
 *
 * The memory is least-recently-used within a byte budget (lru-cache): a hit moves the answer to
 * the back of the queue, and the answers at the front go when the bodies held exceed `maxBytes`.
 * Browsing spreads over many URLs (categories × pages × sorts, searches, 100 000 product pages),
 * so what is asked again must outlive what was asked once. (A Map re-inserting its key on every
 * hit, as it did before, spent a fifth of a remembered page's time rehashing once full.)
 */
export class PublicAnswers {
  private readonly entries: LRUCache<string, Entry>;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly db: Db,
    /** The budget (ANSWER_MEMORY_MB): 32 MiB holds ~15 000 category pages of 2 KB. */
    readonly maxBytes: number,
    /** The catalogue's generation: changes whenever a public answer may (see above). */
    private readonly generation: () => Promise<number>,
  ) {
    // A budget of 0 keeps nothing: no answer fits in one byte.
    this.entries = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (entry) => entry.bytes });
  }

  /** Answers and bytes held now, and answers given from memory or made since start. */
  get stats() {
    const { size: entries, calculatedSize: bytes } = this.entries;
    return { entries, bytes, hits: this.hits, misses: this.misses };
  }

  /**
   * onRequest hook: answers a URL whose answer is remembered at the current version before its
   * query is even validated (only valid requests were ever remembered).
   */
  readonly answerFromMemory = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const entry = await this.current(request.url);
    if (!entry) return;
    this.hits++;
    return this.reply(request, reply, entry);
  };

  /** The answer remembered for `url` if it is still what the database would give (then the most recently used). */
  async current(url: string): Promise<Entry | undefined> {
    const entry = this.entries.get(url);
    if (!entry || entry.generation !== (await this.generation())) return undefined;
    if (entry.product && entry.product.version !== (await this.db.productVersion(entry.product.id))) return undefined;
    return entry;
  }

  /**
   * Answers from memory or makes the answer with `produce` (its data, or a `WireJson`) and remembers it. `productId` names
   * the one product the answer shows, if it shows one (its page, its reviews, its combinations).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
    productId?: number,
    cacheControl = PUBLIC_CACHE_CONTROL,
  ) {
    const key = request.url;
    let entry = await this.current(key);
    if (entry) this.hits++;
    else {
      // Read before the answer is made: a write landing meanwhile leaves it stale at once.
      const generation = await this.generation();
      const product =
        productId === undefined ? undefined : { id: productId, version: await this.db.productVersion(productId) };
      const made = await produce();
      // The wire's names (src/shared/wire-names.ts), or JSON already written with them.
      const body = Buffer.from(made instanceof WireJson ? okJson(made.json) : wireJson(ok(made)));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      entry = { generation, product, body, etag, bytes: body.length + key.length + ENTRY_OVERHEAD_BYTES, cacheControl };
      this.misses++;
      this.entries.set(key, entry); // not kept when larger than the whole budget
    }
    return this.reply(request, reply, entry);
  }

  private reply(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('ETag', entry.etag).header('Cache-Control', entry.cacheControl);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}
