import { itemAt } from '../../src/shared/item-at.js';

/** Runs `fn` `runs` times (after a warm-up) and answers p50/p95/max in milliseconds. */
export async function timeIt(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return percentiles(samples);
}

/** p50/p95/max of samples in milliseconds. */
export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => itemAt(sorted, Math.min(sorted.length - 1, Math.floor(q * sorted.length)));
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

export const ms = (v: number) => `${v.toFixed(2)} ms`;
