import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function BelowTheFold({ showsAtLeast }: { showsAtLeast?: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, false, showsAtLeast);
  return <div ref={placeholder}>{near ? 'comments' : 'placeholder'}</div>;
}

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

afterEach(() => {
  scrollTo(0);
  vi.unstubAllGlobals();
});

/**
 * A browser's observer for a 900 px tall window where every observed element starts `top` px down:
 * it reports the element as showing when its top is above the window's bottom edge moved by the
 * bottom of `rootMargin`, as the browser does.
 */
function windowShowingFrom(top: number) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly report: (entries: { isIntersecting: boolean }[]) => void,
        private readonly options: { rootMargin?: string } = {},
      ) {}
      observe() {
        const bottomMargin = parseFloat((this.options.rootMargin ?? '0px').split(' ')[2] ?? '0');
        this.report([{ isIntersecting: top < 900 + bottomMargin }]);
      }
      disconnect() {}
    },
  );
}

// jsdom's IntersectionObserver (test/setup.ts) never reports an element in view: only scrolling counts here.
describe('useNearViewport', () => {
  it('stays away at the top of the page and comes near once the shopper scrolls down', () => {
    render(<BelowTheFold />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => {
      scrollTo(400);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('comments')).toBeInTheDocument();
  });

  it('is near at once when it appears on a page already scrolled down (its code arrived after the scroll)', () => {
    scrollTo(1200);
    render(<BelowTheFold />);
    expect(screen.getByText('comments')).toBeInTheDocument();
  });

  it('counts a strip at the bottom of the screen thinner than showsAtLeast as not showing', () => {
    windowShowingFrom(790);
    const { unmount } = render(<BelowTheFold showsAtLeast={160} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    unmount();
    render(<BelowTheFold />);
    expect(screen.getByText('comments')).toBeInTheDocument();
  });

  it('is near when more than showsAtLeast of it shows', () => {
    windowShowingFrom(600);
    render(<BelowTheFold showsAtLeast={160} />);
    expect(screen.getByText('comments')).toBeInTheDocument();
  });
});
