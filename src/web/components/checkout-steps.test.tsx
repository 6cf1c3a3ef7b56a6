import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CheckoutSteps } from './checkout-steps';

const realMatchMedia = window.matchMedia;

function setWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({ ...realMatchMedia(query), matches: wide && query === '(min-width: 768px)', media: query }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function stepItems() {
  return within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
}

describe('CheckoutSteps', () => {
  it('labels the three steps and marks only the active one as the current step', () => {
    render(<CheckoutSteps current={0} />);
    const items = stepItems();
    expect(items.map((item) => item.textContent)).toEqual(['Shopping Cart', 'Delivery', 'Payment']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['step', null, null]);
  });

  it('dims the steps after the active one, not the ones before it', () => {
    render(<CheckoutSteps current={1} />);
    const items = stepItems();
    expect(items.map((item) => item.dataset.state)).toEqual(['complete', 'current', 'upcoming']);
    const dimmed = items.map((item) => item.querySelector('.opacity-40') !== null);
    expect(dimmed).toEqual([false, false, true]);
    expect(items[0]).toHaveTextContent('(completed)');
  });

  it('leaves a step owed before the active one unticked and says it is not completed', () => {
    render(<CheckoutSteps current={2} unfinished={[1]} />);
    const items = stepItems();
    expect(items.map((item) => item.dataset.state)).toEqual(['complete', 'unfinished', 'current']);
    expect(items[1]).toHaveTextContent('Delivery (not completed)');
    // The tick is a second icon beside the step's own.
    expect(items.map((item) => item.querySelectorAll('svg').length)).toEqual([2, 1, 1]);
    expect(items[0]).toHaveTextContent('Shopping Cart (completed)');
  });

  it('draws 24px icons on narrow screens and 36px icons from 768px', () => {
    setWide(false);
    const { unmount } = render(<CheckoutSteps current={2} />);
    expect(stepItems().map((item) => item.querySelector('svg')?.getAttribute('width'))).toEqual(['24', '24', '24']);
    unmount();
    setWide(true);
    render(<CheckoutSteps current={2} />);
    expect(stepItems().map((item) => item.querySelector('svg')?.getAttribute('width'))).toEqual(['36', '36', '36']);
  });
});
