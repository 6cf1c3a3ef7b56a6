import { DocumentPool, type DocumentPoolOptions } from '@server/providers/documents/document-pool';

const OPEN = 0;
const ARRIVALS = 1;
const STARTED = 2;

/**
 * A document pool whose one worker draws only while the test lets it (the gate starts open), and
 * whose drawings time out when the test says so rather than after some time. With `holdStart`
 * its workers do not finish starting until the test lets them.
 */
export function gatedDocumentPool(options: Partial<DocumentPoolOptions> & { holdStart?: boolean } = {}) {
  const { holdStart = false, ...poolOptions } = options;
  const gate = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  Atomics.store(gate, OPEN, 1);
  Atomics.store(gate, STARTED, holdStart ? 0 : 1);
  const timeouts = new Set<() => void>();
  const pool = new DocumentPool({
    size: 1,
    timeoutMs: 60_000,
    worker: { url: new URL('./gated-document-worker.ts', import.meta.url), workerData: { gate: gate.buffer } },
    startTimeout: (fire) => {
      timeouts.add(fire);
      return () => timeouts.delete(fire);
    },
    ...poolOptions,
  });
  return {
    pool,
    /** Drawings started so far (each blocks at the gate while it is shut). */
    arrivals: () => Atomics.load(gate, ARRIVALS),
    shut: () => Atomics.store(gate, OPEN, 0),
    /** With `holdStart`, workers stay loading, as a slow start would, until this. */
    letStart() {
      Atomics.store(gate, STARTED, 1);
      Atomics.notify(gate, STARTED);
    },
    open() {
      Atomics.store(gate, OPEN, 1);
      Atomics.notify(gate, OPEN);
    },
    /**
     * Every drawing in progress whose timeout runs reaches it now; answers how many did (a
     * drawing's timeout runs once its worker said it is ready, a message that may still be on its way).
     */
    timeOut() {
      const due = [...timeouts];
      for (const fire of due) fire();
      return due.length;
    },
  };
}

export type GatedDocumentPool = ReturnType<typeof gatedDocumentPool>;
