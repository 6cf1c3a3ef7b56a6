import { describe, expect, it } from 'vitest';
import { linePaidValues, shareByLargestRemainder, unitsValue } from './shares.js';

describe('money split to the cent', () => {
  it('shares by largest remainder, adding up exactly, each part within a cent of its exact share', () => {
    expect(shareByLargestRemainder(5000, [4500, 6600])).toEqual([2027, 2973]);
    expect(shareByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByLargestRemainder(7, [0, 0])).toEqual([4, 3]);
    expect(shareByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const weights = Array.from({ length: 1 + next(6) }, () => next(50_000));
      const total = next(weights.reduce((a, b) => a + b, 0) + 1);
      const parts = shareByLargestRemainder(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      const sum = weights.reduce((a, b) => a + b, 0) || weights.length;
      parts.forEach((p, i) => {
        const exact = (total * (sum === weights.length && weights.every((w) => w === 0) ? 1 : weights[i]!)) / sum;
        expect(Math.abs(p - exact)).toBeLessThan(1);
      });
    }
  });

  it('gives each line its paid value, and a line refunded unit by unit adds up to exactly that', () => {
    expect(linePaidValues([4500, 6600], 5000)).toEqual([2473, 3627]);
    for (const [paid, qty] of [
      [3627, 3],
      [1001, 7],
      [0, 4],
      [99, 100],
    ] as const) {
      let from = 0;
      let sum = 0;
      for (const step of [1, 2, 3, 100]) {
        const count = Math.min(step, qty - from);
        if (count <= 0) break;
        sum += unitsValue(paid, qty, from, count);
        from += count;
      }
      if (from < qty) sum += unitsValue(paid, qty, from, qty - from);
      expect(sum).toBe(paid);
    }
  });
});
