import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems } from './pagination';

describe('pagination', () => {
  it('counts pages, with at least one', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
    expect(pageCountOf(160, 12)).toBe(14);
  });

  it('shows every page of a short list', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 14)).toEqual([1, 2, 'gap', 14]);
    expect(pageItems(7, 14)).toEqual([1, 'gap', 6, 7, 8, 'gap', 14]);
    expect(pageItems(14, 14)).toEqual([1, 'gap', 13, 14]);
  });

  it('shows the single page a gap would hide instead of the gap', () => {
    expect(pageItems(4, 14)).toEqual([1, 2, 3, 4, 5, 'gap', 14]);
    expect(pageItems(11, 14)).toEqual([1, 'gap', 10, 11, 12, 13, 14]);
  });
});
