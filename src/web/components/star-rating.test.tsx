import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StarRating, starFills, starLabel } from './star-rating';

describe('StarRating', () => {
  it('fills whole and half stars, rounding to the nearest half', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3.88)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(3.3)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starLabel(3.3)).toBe('3.5 out of 5 stars');
  });

  it('is one image named by its rating, or hidden when decorative', () => {
    const { container } = render(
      <>
        <StarRating value={4.5} />
        <StarRating value={2} decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect([...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '0.5',
      '1',
      '1',
      '0',
      '0',
      '0',
    ]);
  });
});
