import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { DocumentPool, DocumentRequest } from './document-pool.js';

/**
 * Names a document by its kind, its owner (an order) and a digest of everything it shows: the
 * same content finds the kept copy, and content that changed (the shop's address in the
 * configuration, say) is drawn anew rather than served stale.
 */
export function documentKey(request: DocumentRequest, owner: number): string {
  const digest = createHash('sha256').update(JSON.stringify(request.content)).digest('base64url');
  return `${request.kind}:${owner}:${digest}`;
}

/**
 * Documents kept once drawn, in the `kept_document` table that every instance reads: a second
 * download is a read. Within one process a document is drawn once however many ask for it at
 * the same time; two instances asked at the same moment may each draw it, and the first copy
 * stored is the one kept.
 */
export class DocumentShelf {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pool: DocumentPool,
    private readonly nowIso: () => string,
  ) {}

  /**
   * The kept copy, else a drawing, kept for next time. `beforeDrawing` runs (and may refuse by
   * throwing) only when this call starts a drawing; a call that finds the same document being
   * drawn shares that drawing's outcome.
   */
  async keptOrDrawn(key: string, request: DocumentRequest, beforeDrawing: () => Promise<void>): Promise<Buffer> {
    const inProgress = this.drawing.get(key);
    if (inProgress) return inProgress;
    const kept = await this.db
      .selectFrom('kept_document')
      .select('body')
      .where('document_key', '=', key)
      .executeTakeFirst();
    if (kept) return kept.body;
    let drawing = this.drawing.get(key);
    if (!drawing) {
      drawing = this.drawAndKeep(key, request, beforeDrawing).finally(() => this.drawing.delete(key));
      this.drawing.set(key, drawing);
    }
    return drawing;
  }

  private async drawAndKeep(key: string, request: DocumentRequest, beforeDrawing: () => Promise<void>) {
    await beforeDrawing();
    const body = await this.pool.draw(request);
    await this.db
      .insertInto('kept_document')
      .values({ document_key: key, body, created_at: this.nowIso() })
      .onConflict((oc) => oc.column('document_key').doNothing())
      .execute();
    return body;
  }
}
