import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Config } from '@server/config';
import type { DrawMessage, DrawnMessage, ReadyMessage } from './serve-documents.js';

/**
 * A document to draw, as plain data that crosses to a worker thread (structured clone): its kind
 * names the drawer the worker runs, its content is everything the document shows. The pool knows
 * no kind: the worker script it is given draws them (the invoice module's, handed in by app.ts).
 */
export interface DocumentRequest {
  kind: string;
  content: unknown;
}

/** A document could not be drawn just now (timed out, too many waiting, worker lost): try again. */
export class DocumentUnavailable extends Error {}

/** The script a worker runs, and what it is given at start. */
export interface DocumentWorkerSource {
  url: URL;
  workerData?: unknown;
}

export interface DocumentPoolOptions {
  /** Drawings at once, each in a worker thread of its own. */
  size: number;
  /**
   * A drawing that takes longer is abandoned: its worker is terminated and replaced. Counted from
   * when its worker is ready: starting one (loading pdfkit and the fonts, and from sources
   * compiling them) is not drawing, and on a busy machine takes seconds.
   */
  timeoutMs: number;
  /** Drawings that may wait for a worker; past that, new ones are refused at once. */
  maxWaiting?: number;
  /** The script each worker runs: it draws the requests (serve-documents.ts). */
  worker: DocumentWorkerSource;
  /** Starts a drawing's timeout and answers how to cancel it (tests fire timeouts themselves). */
  startTimeout?: (fire: () => void, ms: number) => () => void;
  /** Told of each drawing abandoned and each worker lost. */
  onTrouble?: (message: string, error?: Error) => void;
}

export const DEFAULT_MAX_WAITING = 100;

/** Cores less one for the server's own thread, but not more than two, and at least one. */
export function defaultDocumentWorkers(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

/**
 * A worker script that registers tsx, then imports the TypeScript worker. `--import tsx` in the
 * worker's execArgv is not enough on Node 20: its hooks are not in place for the worker's own
 * entry module (ERR_UNKNOWN_FILE_EXTENSION).
 */
const throughTsx = (url: URL) =>
  `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;

/** A worker's heap; far above what any document needs, and a runaway one cannot take the server down. */
const WORKER_HEAP_MB = 512;
/** A worker not ready by then never will be: it is given up on, and its drawing fails. */
const WORKER_START_TIMEOUT_MS = 120_000;

interface Job {
  request: DocumentRequest;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  cancelStartTimeout(): void;
  job?: Job & { id: number; cancelTimeout?(): void };
}

const startTimer = (fire: () => void, ms: number) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};

/**
 * Draws documents (PDFs) in worker threads, so that a drawing, however large, never holds the
 * event loop: at most `size` at once, the rest waiting in order. Workers start on the first
 * document (most processes never draw one), keep their fonts between documents, and are
 * replaced when lost. A worker with nothing to draw does not keep the process alive.
 */
export class DocumentPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Job[] = [];
  private readonly maxWaiting: number;
  private readonly source: DocumentWorkerSource;
  private readonly startTimeout: NonNullable<DocumentPoolOptions['startTimeout']>;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: DocumentPoolOptions) {
    this.maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
    this.source = options.worker;
    this.startTimeout = options.startTimeout ?? startTimer;
  }

  /** The document's bytes; rejects with DocumentUnavailable when it cannot be drawn just now. */
  draw(request: DocumentRequest): Promise<Buffer> {
    if (this.closed) return Promise.reject(new DocumentUnavailable('the document pool is closed'));
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new DocumentUnavailable(`${this.maxWaiting} documents are already waiting`));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new DocumentUnavailable('the document pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.lose(slot, new DocumentUnavailable('the pool closed'))));
  }

  private dispatch() {
    while (this.waiting.length > 0) {
      const slot = this.idleSlot();
      if (!slot) return;
      this.start(slot, this.waiting.shift()!);
    }
  }

  private idleSlot(): Slot | undefined {
    for (const slot of this.slots) if (!slot.job) return slot;
    return this.slots.size < this.options.size ? this.spawn() : undefined;
  }

  private spawn(): Slot {
    const fromSources = this.source.url.pathname.endsWith('.ts');
    const worker = new Worker(fromSources ? throughTsx(this.source.url) : this.source.url, {
      eval: fromSources,
      workerData: this.source.workerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, cancelStartTimeout: () => {} };
    const start = setTimeout(
      () =>
        void this.lose(
          slot,
          new DocumentUnavailable(`no document worker started within ${WORKER_START_TIMEOUT_MS} ms`),
        ),
      WORKER_START_TIMEOUT_MS,
    );
    start.unref();
    slot.cancelStartTimeout = () => clearTimeout(start);
    worker.on('message', (message: DrawnMessage | ReadyMessage) =>
      'ready' in message ? this.ready(slot) : this.finish(slot, message),
    );
    worker.on('error', (error) => void this.lose(slot, error));
    worker.on('exit', (code) => void this.lose(slot, new Error(`the document worker exited with code ${code}`)));
    this.slots.add(slot);
    return slot;
  }

  private ready(slot: Slot) {
    slot.ready = true;
    slot.cancelStartTimeout();
    this.armTimeout(slot);
  }

  private start(slot: Slot, job: Job) {
    const id = this.nextId++;
    slot.job = { ...job, id };
    slot.worker.ref(); // a drawing in progress keeps the process alive until it is answered
    slot.worker.postMessage({ id, request: job.request } satisfies DrawMessage);
    this.armTimeout(slot);
  }

  /** The drawing's timeout runs once both it and its worker are there. */
  private armTimeout(slot: Slot) {
    const job = slot.job;
    if (!slot.ready || !job || job.cancelTimeout) return;
    job.cancelTimeout = this.startTimeout(() => this.abandon(slot, job.id), this.options.timeoutMs);
  }

  private finish(slot: Slot, message: DrawnMessage) {
    const job = slot.job;
    if (job?.id !== message.id) return;
    slot.job = undefined;
    job.cancelTimeout?.();
    slot.worker.unref();
    if ('bytes' in message)
      job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.length));
    else job.reject(new Error(`Drawing a ${job.request.kind} failed: ${message.error}`));
    this.dispatch();
  }

  private abandon(slot: Slot, id: number) {
    if (slot.job?.id !== id) return;
    const error = new DocumentUnavailable(`a ${slot.job.request.kind} took longer than ${this.options.timeoutMs} ms`);
    this.options.onTrouble?.('document drawing abandoned; its worker is replaced', error);
    void this.lose(slot, error);
  }

  /**
   * A worker given up on or gone: its drawing fails, and the next drawing that needs a worker
   * starts a fresh one (not at once: a worker that cannot start would be restarted forever).
   */
  private async lose(slot: Slot, error: Error) {
    if (!this.slots.delete(slot)) return;
    slot.cancelStartTimeout();
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      job.cancelTimeout?.();
      if (!(error instanceof DocumentUnavailable)) this.options.onTrouble?.('document worker lost', error);
      job.reject(error instanceof DocumentUnavailable ? error : new DocumentUnavailable(error.message));
    }
    this.dispatch();
    await slot.worker.terminate();
  }
}

/** The shop's pool as the configuration sets it, running the given worker script. */
export function createDocumentPool(
  config: Config,
  worker: DocumentWorkerSource,
  onTrouble?: DocumentPoolOptions['onTrouble'],
): DocumentPool {
  return new DocumentPool({
    size: config.DOCUMENT_WORKERS ?? defaultDocumentWorkers(),
    timeoutMs: config.DOCUMENT_TIMEOUT_MS,
    worker,
    onTrouble,
  });
}
