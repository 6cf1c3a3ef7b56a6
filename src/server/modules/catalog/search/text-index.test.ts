import { describe, expect, it } from 'vitest';
import { rng } from '@server/demo/prng';
import { matching, TextIndexBuilder } from './text-index.js';
import { firstInOrder, ListsInOrder, orderedPage, sortOrderOf } from './ordered-page.js';

const sorted = (a: ArrayLike<number>) => Array.from(a).sort((x, y) => x - y);

describe('text index', () => {
  const text = new TextIndexBuilder();
  const products = [
    { name: ['red', 'dress'], other: ['summer', 'linen'] },
    { name: ['night', 'dress'], other: ['dresses', 'silk'] },
    { name: ['desk', 'lamp'], other: ['a', 'dress', 'for', 'your', 'desk'] },
    { name: ['dresser'], other: ['oak'] },
    { name: ['a', 'lamp'], other: [] },
  ];
  products.forEach((p, position) => text.add(position, p.name, p.other));
  const index = text.build();

  it('finds a word as a prefix of any word of the text, each product once', () => {
    expect(sorted(matching(index, [['dress']]))).toEqual([0, 1, 2, 3]);
    expect(sorted(matching(index, [['dre']]))).toEqual([0, 1, 2, 3]);
    expect(sorted(matching(index, [['dress']], 'name'))).toEqual([0, 1, 3]);
  });

  it('matches a one-letter word only as itself', () => {
    expect(sorted(matching(index, [['a']]))).toEqual([2, 4]);
    expect(sorted(matching(index, [['l']]))).toEqual([]);
  });

  it('requires every term, any of its alternatives', () => {
    expect(sorted(matching(index, [['dress'], ['lamp']]))).toEqual([2]);
    expect(sorted(matching(index, [['silk', 'oak'], ['dre']]))).toEqual([1, 3]);
    expect(sorted(matching(index, [['dress'], ['nothing']]))).toEqual([]);
    expect(sorted(matching(index, []))).toEqual([]);
  });
});

describe('ordered pages', () => {
  // Random catalogues and searches, each page checked against sorting every match: few matches
  // take the sort, many the walk of the order, and the two must agree page after page.
  it.each([1, 2, 3, 20251126])('give what sorting every kept match gives (seed %i)', (seed) => {
    const r = rng(seed);
    const size = 50 + Math.floor(r.next() * 400);
    const text = new TextIndexBuilder();
    const vocabulary = ['alpha', 'beta', 'gamma', 'delta', 'omega'];
    for (let p = 0; p < size; p++)
      text.add(
        p,
        vocabulary.filter(() => r.next() < 0.2),
        vocabulary.filter(() => r.next() < 0.4),
      );
    const index = text.build();
    const ids = Array.from({ length: size }, (_, p) => p + 1000);
    const shuffled = r.shuffle([...ids]);
    const sort = sortOrderOf(Int32Array.from(shuffled, (id) => id - 1000));
    for (let round = 0; round < 20; round++) {
      const terms = [[vocabulary[Math.floor(r.next() * 5)]!.slice(0, 2 + Math.floor(r.next() * 3))]];
      const candidates = matching(index, terms);
      const named = r.next() < 0.5 ? matching(index, terms, 'name') : undefined;
      const keep = r.next() < 0.5 ? undefined : (p: number) => p % 3 !== 0;
      const namedSet = new Set(named);
      const expected = Array.from(candidates)
        .filter((p) => !keep || keep(p))
        .sort((a, b) => (namedSet.has(a) ? 0 : 1) - (namedSet.has(b) ? 0 : 1) || sort.rank[a]! - sort.rank[b]!);
      for (const limit of [1, 7, 50])
        for (let offset = 0; offset <= expected.length; offset += limit) {
          const page = orderedPage(index.marks, { candidates, keep, named, sort }, offset, limit);
          expect(page.total).toBe(expected.length);
          expect(page.positions).toEqual(expected.slice(offset, offset + limit));
        }
    }
  });

  it.each([7, 8])('put any list in a sort’s order, and keep it until told to forget (seed %i)', (seed) => {
    const r = rng(seed);
    const size = 1 + Math.floor(r.next() * 500); // rarely a multiple of the 32 bits of a word
    const sort = sortOrderOf(Int32Array.from(r.shuffle(Array.from({ length: size }, (_, p) => p))));
    const memory = new ListsInOrder(size);
    for (let round = 0; round < 20; round++) {
      const list = Int32Array.from(Array.from({ length: size }, (_, p) => p).filter(() => r.next() < r.next()));
      const expected = Array.from(list).sort((a, b) => sort.rank[a]! - sort.rank[b]!);
      // Right after other lists too: the bits they used were left clear.
      expect(Array.from(memory.of(list, sort))).toEqual(expected);
      expect(memory.holds(list, sort)).toBe(true);
    }
    const list = Int32Array.of(0);
    memory.of(list, sort);
    memory.clear();
    expect(memory.holds(list, sort)).toBe(false);
  });

  it.each([4, 5, 6])('merge name lists kept in the shop order, each product once (seed %i)', (seed) => {
    const r = rng(seed);
    const size = 300;
    const rank = sortOrderOf(Int32Array.from(r.shuffle(Array.from({ length: size }, (_, p) => p)))).rank;
    const text = new TextIndexBuilder();
    const vocabulary = ['tee', 'teal', 'team', 'tent'];
    for (let p = 0; p < size; p++)
      text.add(
        p,
        vocabulary.filter(() => r.next() < 0.3),
        [],
      );
    const index = text.build(rank);
    for (const list of index.inName)
      expect(Array.from(list)).toEqual(Array.from(list).sort((a, b) => rank[a]! - rank[b]!));
    const lists = index.inName.filter((l) => l.length > 0);
    const odd = (p: number) => p % 2 === 1;
    const everyOne = [...new Set(lists.flatMap((l) => Array.from(l)))].sort((a, b) => rank[a]! - rank[b]!);
    expect(firstInOrder(lists, rank, 8)).toEqual(everyOne.slice(0, 8));
    expect(firstInOrder(lists, rank, 8, odd)).toEqual(everyOne.filter(odd).slice(0, 8));
    expect(firstInOrder(lists, rank, 1000)).toEqual(everyOne);
  });
});
