import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BANNER_AUTOPLAY_MS } from '@shared/constants';
import { bannersFixture } from '@web/test/fixtures/home';
import { renderWithRouter } from '@web/test/render';
import { BannerCarousel } from './banner-carousel';
import { itemAt } from '@shared/item-at';

describe('BannerCarousel', () => {
  it('shows each banner with titles and two buttons linking to their targets, plus named controls', () => {
    renderWithRouter(<BannerCarousel banners={bannersFixture} />);
    const first = itemAt(screen.getAllByRole('group', { name: /of 2$/ }), 0);
    expect(within(first).getByRole('heading', { name: itemAt(bannersFixture, 0).firstTitle })).toBeInTheDocument();
    expect(within(first).getByText(itemAt(bannersFixture, 0).secondTitle)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: itemAt(bannersFixture, 0).firstButtonText })).toHaveAttribute(
      'href',
      itemAt(bannersFixture, 0).firstButtonLink,
    );
    expect(within(first).getByRole('link', { name: itemAt(bannersFixture, 0).secondButtonText })).toHaveAttribute(
      'href',
      itemAt(bannersFixture, 0).secondButtonLink,
    );
    for (const name of ['Pause slideshow', 'Previous slide', 'Next slide', 'Go to slide 1', 'Go to slide 2']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not rotate or offer controls with a single banner', () => {
    renderWithRouter(<BannerCarousel banners={bannersFixture.slice(0, 1)} />);
    expect(screen.getByRole('heading', { name: itemAt(bannersFixture, 0).firstTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });

  describe("the other slides' pictures", () => {
    afterEach(() => vi.useRealTimers());
    const pictures = (container: HTMLElement) =>
      [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

    it('come when the shopper reaches for the carousel; the first slide shows its own at once', () => {
      const { container } = renderWithRouter(<BannerCarousel banners={bannersFixture} />);
      expect(pictures(container)).toEqual([itemAt(bannersFixture, 0).coverPath]);
      fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured' }));
      expect(pictures(container)).toEqual(bannersFixture.map((banner) => banner.coverPath));
    });

    it('come before autoplay first moves, untouched', () => {
      vi.useFakeTimers();
      const { container } = renderWithRouter(<BannerCarousel banners={bannersFixture} />);
      act(() => {
        vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 2100);
      });
      expect(pictures(container)).toHaveLength(1);
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(pictures(container)).toHaveLength(bannersFixture.length);
      expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    });
  });

  describe('the pause button', () => {
    afterEach(() => vi.useRealTimers());
    const current = () => screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current');

    it('stops the rotation until the shopper plays it again', () => {
      vi.useFakeTimers();
      renderWithRouter(<BannerCarousel banners={bannersFixture} />);
      fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      act(() => {
        vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3);
      });
      expect(current()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      act(() => {
        vi.advanceTimersByTime(BANNER_AUTOPLAY_MS + 100);
      });
      expect(current()).toBe('true');
      expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    });

    it('starts stopped when the system asks for reduced motion, and plays when asked', () => {
      vi.useFakeTimers();
      const matchMedia = window.matchMedia;
      window.matchMedia = (query: string) =>
        ({ ...matchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
      try {
        renderWithRouter(<BannerCarousel banners={bannersFixture} />);
        act(() => {
          vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3);
        });
        expect(current()).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
        act(() => {
          vi.advanceTimersByTime(BANNER_AUTOPLAY_MS + 100);
        });
        expect(current()).toBe('true');
      } finally {
        window.matchMedia = matchMedia;
      }
    });
  });

  describe('under reduced motion', () => {
    afterEach(() => vi.useRealTimers());
    /** The row of slides, which the carousel shifts to show one. */
    const row = (container: HTMLElement) =>
      container.querySelector<HTMLElement>('[aria-roledescription="carousel"] > div > div')!;
    const withReducedMotion = (reduce: boolean, run: () => void) => {
      const matchMedia = window.matchMedia;
      window.matchMedia = (query: string) =>
        ({ ...matchMedia(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
      try {
        run();
      } finally {
        window.matchMedia = matchMedia;
      }
    };

    it('an arrow shows the next slide at once, without sliding', () =>
      withReducedMotion(true, () => {
        const { container } = renderWithRouter(<BannerCarousel banners={bannersFixture} />);
        fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
        // No frame has run: the slide is in place already.
        expect(row(container).style.transform).toBe('translate3d(-100%, 0, 0)');
        expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
        fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
        expect(row(container).style.transform).toBe('');
      }));

    it('Play still advances, each move at once', () =>
      withReducedMotion(true, () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
        const { container } = renderWithRouter(<BannerCarousel banners={bannersFixture} />);
        fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
        // Up to the autoplay's move and not a frame past it.
        act(() => {
          vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
        });
        expect(row(container).style.transform).toBe('translate3d(-100%, 0, 0)');
        expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
      }));

    it('without it, an arrow slides the row across over a few frames', () =>
      withReducedMotion(false, () => {
        const { container } = renderWithRouter(<BannerCarousel banners={bannersFixture} />);
        fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
        expect(row(container).style.transform).toBe('');
        expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
      }));
  });

  it('renders nothing without banners', () => {
    const { container } = renderWithRouter(<BannerCarousel banners={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
