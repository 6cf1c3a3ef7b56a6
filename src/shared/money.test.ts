import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands } from './money';

describe('groupThousands', () => {
  it('groups digits in threes as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatMoney', () => {
  it('shows cents as dollars with a grouped whole part', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
    expect(formatMoney(-1999)).toBe('-$19.99');
  });
});
