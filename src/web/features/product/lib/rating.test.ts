import { describe, expect, it } from 'vitest';
import { overallRating } from './rating';

describe('overallRating', () => {
  it('is ratingDisplay / 100 to one decimal, 5.0 by default', () => {
    expect(overallRating(388)).toEqual({ value: 3.88, text: '3.9' });
    expect(overallRating(450).text).toBe('4.5');
    expect(overallRating(0).text).toBe('5.0');
    expect(overallRating(undefined).text).toBe('5.0');
  });
});
