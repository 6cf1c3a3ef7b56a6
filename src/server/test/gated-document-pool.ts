import { DocumentPool, type DocumentPoolOptions } from '@server/providers/documents/document-pool';

const OPEN = 0;
const ARRIVALS = 1;

/**
 * A document pool whose one worker draws only while the test lets it (the gate starts open), and
 * whose drawings time out when the test says so rather than after some time.
 */
export function gatedDocumentPool(options: Partial<DocumentPoolOptions> = {}) {
  const gate = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  Atomics.store(gate, OPEN, 1);
  const timeouts = new Set<() => void>();
  const pool = new DocumentPool({
    size: 1,
    timeoutMs: 60_000,
    worker: { url: new URL('./gated-document-worker.ts', import.meta.url), workerData: { gate: gate.buffer } },
    startTimeout: (fire) => {
      timeouts.add(fire);
      return () => timeouts.delete(fire);
    },
    ...options,
  });
  return {
    pool,
    /** Drawings started so far (each blocks at the gate while it is shut). */
    arrivals: () => Atomics.load(gate, ARRIVALS),
    shut: () => Atomics.store(gate, OPEN, 0),
    open() {
      Atomics.store(gate, OPEN, 1);
      Atomics.notify(gate, OPEN);
    },
    /** Every drawing in progress reaches its timeout now. */
    timeOut() {
      for (const fire of [...timeouts]) fire();
    },
  };
}

export type GatedDocumentPool = ReturnType<typeof gatedDocumentPool>;
