import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { bannersFixture } from '@web/test/fixtures/home';
import { renderWithRouter } from '@web/test/render';
import { BannerCarousel } from './banner-carousel';

describe('BannerCarousel', () => {
  it('shows each banner with titles and two buttons linking to their targets, plus named controls', () => {
    renderWithRouter(<BannerCarousel banners={bannersFixture} />);
    const [first] = screen.getAllByRole('group', { name: /of 2$/ });
    expect(within(first).getByRole('heading', { name: bannersFixture[0].firstTitle })).toBeInTheDocument();
    expect(within(first).getByText(bannersFixture[0].secondTitle)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: bannersFixture[0].firstButtonText })).toHaveAttribute(
      'href',
      bannersFixture[0].firstButtonLink,
    );
    expect(within(first).getByRole('link', { name: bannersFixture[0].secondButtonText })).toHaveAttribute(
      'href',
      bannersFixture[0].secondButtonLink,
    );
    for (const name of ['Previous slide', 'Next slide', 'Go to slide 1', 'Go to slide 2']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not rotate or offer controls with a single banner', () => {
    renderWithRouter(<BannerCarousel banners={bannersFixture.slice(0, 1)} />);
    expect(screen.getByRole('heading', { name: bannersFixture[0].firstTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });

  it('renders nothing without banners', () => {
    const { container } = renderWithRouter(<BannerCarousel banners={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
