import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingMethodChoice } from '@shared/schemas/shipping';
import { ShippingMethodSection } from './shipping-method-section';

const standard: ShippingMethodChoice = { shippingMethodId: 1, name: 'Standard', price: 0, deliveryDays: 5 };
const express: ShippingMethodChoice = { shippingMethodId: 2, name: 'Express', price: 1500, deliveryDays: 1 };

function renderSection(props: Partial<Parameters<typeof ShippingMethodSection>[0]> = {}) {
  const onChange = vi.fn();
  const onRetry = vi.fn();
  render(
    <ShippingMethodSection
      methods={[standard, express]}
      failed={false}
      onRetry={onRetry}
      noAddress={false}
      value={1}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, onRetry };
}

describe('ShippingMethodSection', () => {
  it('lists the methods as one radio group with price and delivery time, the chosen one checked', () => {
    renderSection();
    const group = screen.getByRole('radiogroup', { name: 'Shipping Method' });
    const [first, second] = screen.getAllByRole('radio');
    expect(group).toContainElement(first!);
    expect(first).toHaveAccessibleName(/^Standard/);
    expect(first).toHaveTextContent('Delivered within 5 days');
    expect(first).toHaveTextContent('Free');
    expect(first).toBeChecked();
    expect(second).toHaveTextContent('Delivered within 1 day');
    expect(second).toHaveTextContent('$15.00');
    expect(second).not.toBeChecked();
  });

  it('hands the picked method up', async () => {
    const user = userEvent.setup();
    const { onChange } = renderSection();
    await user.click(screen.getByRole('radio', { name: /^Express/ }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says there is nothing to choose without an address, or without delivery to it', () => {
    renderSection({ noAddress: true });
    expect(screen.getByText('Choose a shipping address to see how it can be delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says no method reaches an address no zone covers', () => {
    renderSection({ methods: [], value: null });
    expect(screen.getByText('None for this address: choose another shipping address above.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers to try again when the choices could not be loaded', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderSection({ methods: undefined, failed: true });
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
