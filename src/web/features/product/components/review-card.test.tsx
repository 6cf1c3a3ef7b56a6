import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewsFixture } from '../testing/fixtures';
import { ReviewCard } from './review-card';
import { itemAt } from '@shared/item-at';

describe('ReviewCard', () => {
  it('shows a half-star rating and the optional photo, lazy and sized', () => {
    const { container } = render(<ReviewCard review={{ ...itemAt(reviewsFixture, 0), rating: 4.5 }} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '0.5',
    ]);
    const photo = screen.getByRole('img', { name: 'Photo from Isla M.' });
    expect(photo).toHaveAttribute('src', '/media/demo/product/sweater-5-5.svg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).toHaveAttribute('height', '96');
  });

  it("marks a review the shop's operator wrote as the shop's, next to the name, and no other", () => {
    const { unmount } = render(
      <ReviewCard review={{ ...itemAt(reviewsFixture, 0), user: { screenName: 'Dana' }, byShop: true }} />,
    );
    const byline = screen.getByText('Dana').parentElement;
    expect(byline).toHaveTextContent('Dana From the shop');
    expect(screen.getByText('From the shop')).toBeVisible();
    unmount();
    render(<ReviewCard review={itemAt(reviewsFixture, 1)} />);
    expect(screen.getByText('Noah K.')).toBeInTheDocument();
    expect(screen.queryByText('From the shop')).toBeNull();
  });

  it('has no photo when the review has none', () => {
    render(<ReviewCard review={{ ...itemAt(reviewsFixture, 1), rating: 0.5 }} />);
    expect(screen.getByRole('img', { name: '0.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});

describe('ReviewCard photo', () => {
  it('opens the photo full screen, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<ReviewCard review={itemAt(reviewsFixture, 0)} />);
    const enlarge = screen.getByRole('button', { name: 'Enlarge: Photo from Isla M.' });
    await user.click(enlarge);
    const lightbox = await screen.findByRole('dialog', { name: 'Photo from Isla M.' });
    expect(within(lightbox).getByRole('img', { name: 'Photo from Isla M.' })).toHaveAttribute(
      'src',
      '/media/demo/product/sweater-5-5.svg',
    );
    // One photo: no way to a previous or next one.
    expect(within(lightbox).queryByRole('button', { name: 'Next' })).toBeNull();
    await waitFor(() => expect(lightbox).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enlarge).toHaveFocus();
  });
});
