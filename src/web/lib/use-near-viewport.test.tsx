import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function BelowTheFold() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  return <div ref={placeholder}>{near ? 'comments' : 'placeholder'}</div>;
}

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

afterEach(() => scrollTo(0));

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
});
