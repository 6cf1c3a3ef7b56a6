import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.js';

/** A lookup over squares of 1..10 that records each batch it was asked to read. */
function squares(options?: { maxKeys?: number }) {
  const batches: number[][] = [];
  const database = { down: false };
  const lookup = batchedLookup(async (keys: number[]) => {
    batches.push(keys);
    if (database.down) throw new Error('connection lost');
    return new Map(keys.filter((k) => k <= 10).map((k) => [k, k * k]));
  }, options);
  return { lookup, batches, database };
}

describe('batchedLookup', () => {
  it('reads the keys asked for in one turn in one batch, each asked once, and answers each caller its own', async () => {
    const { lookup, batches } = squares();
    const answers = await Promise.all([3, 7, 3, 12, 1].map((k) => lookup(k)));
    expect(answers).toEqual([9, 49, 9, undefined, 1]);
    expect(batches).toEqual([[3, 7, 12, 1]]);
  });

  it('reads keys asked for after a batch went in a batch of their own', async () => {
    const { lookup, batches } = squares();
    expect(await lookup(2)).toBe(4);
    expect(await lookup(4)).toBe(16);
    expect(batches).toEqual([[2], [4]]);
  });

  it('sends a full batch at once and starts the next', async () => {
    const { lookup, batches } = squares({ maxKeys: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => lookup(k)))).toEqual([1, 4, 9, 16, 25]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every caller of a batch whose read fails, and the next batch reads again', async () => {
    const { lookup, database } = squares();
    database.down = true;
    const results = await Promise.allSettled([1, 2, 1].map((k) => lookup(k)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    database.down = false;
    expect(await lookup(1)).toBe(1);
  });
});
