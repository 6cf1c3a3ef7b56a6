import { describe, expect, it } from 'vitest';
import { parsePage, parseSort, withListParams } from './list-params';

describe('list params in the URL', () => {
  it('reads a page, falling back to 1 for anything that is not a positive number', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999')).toBe(10_000);
  });

  it('reads a known sort, else the default', () => {
    expect(parseSort('price_desc')).toBe('price_desc');
    expect(parseSort('cheapest')).toBe('default');
    expect(parseSort(null)).toBe('default');
  });

  it('writes a page, leaving out page 1; a new sort goes back to page 1; other params stay', () => {
    const start = new URLSearchParams('keyword=mug&page=3');
    expect(withListParams(start, { page: 4 }).toString()).toBe('keyword=mug&page=4');
    expect(withListParams(start, { page: 1 }).toString()).toBe('keyword=mug');
    expect(withListParams(start, { sort: 'newest' }).toString()).toBe('keyword=mug&sort=newest');
    expect(withListParams(new URLSearchParams('sort=newest&page=2'), { sort: 'default' }).toString()).toBe('');
    expect(start.toString()).toBe('keyword=mug&page=3');
  });
});
