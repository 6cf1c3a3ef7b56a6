import { parentPort } from 'node:worker_threads';
import type { DocumentRequest } from './document-pool.js';

/** What the pool posts to a worker: one document to draw. */
export interface DrawMessage {
  id: number;
  request: DocumentRequest;
}

/** What a worker answers: the document's bytes, or why it could not be drawn. */
export type DrawnMessage = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** What a worker says once, when it has loaded what drawing needs and listens. */
export interface ReadyMessage {
  ready: true;
}

/** Answers the pool's drawing requests in a worker thread, one at a time as they come. */
export function serveDocuments<R extends DocumentRequest>(draw: (request: R) => Promise<Buffer>): void {
  const port = parentPort;
  if (!port) throw new Error('serveDocuments runs in a worker thread');
  const answer = async ({ id, request }: DrawMessage) => {
    try {
      // A copy of its own, so its memory moves to the pool rather than being copied again.
      const bytes = new Uint8Array(await draw(request as R));
      port.postMessage({ id, bytes } satisfies DrawnMessage, [bytes.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies DrawnMessage);
    }
  };
  port.on('message', (message: DrawMessage) => void answer(message));
  port.postMessage({ ready: true } satisfies ReadyMessage);
}
