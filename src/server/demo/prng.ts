import { itemAt } from '@shared/item-at';

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG. Same seed, same sequence, on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `n` distinct items, in the order drawn. */
  sample<T>(list: readonly T[], n: number): T[];
  shuffle<T>(list: readonly T[]): T[];
  /** An index drawn with the given relative weights. */
  weighted(weights: readonly number[]): number;
}

export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  const r: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => itemAt(list, Math.floor(next() * list.length)),
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [itemAt(out, j), itemAt(out, i)];
      }
      return out;
    },
    sample: (list, n) => r.shuffle(list).slice(0, Math.min(n, list.length)),
    weighted: (weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let x = next() * total;
      for (const [i, weight] of weights.entries()) {
        x -= weight;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return r;
}

/** A seed for the n-th item of a stream, so item n is the same however many items are made. */
export function seedFor(stream: number, n: number): number {
  let h = (stream * 0x9e3779b1) ^ (n * 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}
