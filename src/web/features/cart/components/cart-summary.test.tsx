import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Estimate } from '@shared/schemas/cart';
import { renderWithRouter } from '@web/test/render';
import { CartSummary } from './cart-summary';

const toastError = vi.spyOn(toast, 'error');

const noShippingOrTax = {
  shippingAmount: 0,
  shippingMethodId: 1,
  shippingMethodName: 'Standard',
  pricesIncludeTax: true,
  taxAmount: 0,
  taxLines: [],
};
const plain: Estimate = {
  amount: 123456,
  deliveryTime: 5,
  itemsTotal: 123456,
  discount: 0,
  couponCode: null,
  ...noShippingOrTax,
};
const discounted: Estimate = {
  ...noShippingOrTax,
  amount: 111110,
  deliveryTime: 5,
  itemsTotal: 123456,
  discount: 12346,
  couponCode: 'WELCOME10',
};

function renderSummary(props: Partial<Parameters<typeof CartSummary>[0]> = {}) {
  const handlers = { onApplyCode: vi.fn(), onRemoveCode: vi.fn() };
  const view = renderWithRouter(
    <CartSummary estimate={plain} appliedCode="" hasInvalidItems={false} {...handlers} {...props} />,
    '/cart',
  );
  return { ...view, ...handlers };
}

/** The value printed beside a summary label. */
function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

beforeEach(() => toastError.mockClear());

describe('CartSummary', () => {
  it('shows the delivery promise and the totals in dollars, the free standard delivery as $0.00', () => {
    renderSummary();
    expect(screen.getByText('Your order will be delivered to your home within 5 days')).toBeInTheDocument();
    expect(valueOf('Items total')).toBe('$1,234.56');
    expect(valueOf('Estimated delivery costs')).toBe('$0.00');
    expect(valueOf('Total incl. VAT')).toBe('$1,234.56');
    expect(screen.queryByText(/^Discount/, { selector: 'dt' })).toBeNull();
  });

  it('says 1 day, not 1 days', () => {
    renderSummary({ estimate: { ...plain, deliveryTime: 1 } });
    expect(screen.getByText('Your order will be delivered to your home within 1 day')).toBeInTheDocument();
  });

  it('shows the applied code, the discount line and the discounted total, and offers to remove the code', async () => {
    const user = userEvent.setup();
    const { onRemoveCode } = renderSummary({ estimate: discounted, appliedCode: 'WELCOME10' });
    expect(valueOf('Discount (WELCOME10)')).toBe('−$123.46');
    expect(valueOf('Total incl. VAT')).toBe('$1,111.10');
    expect(screen.getByText('applied', { exact: false })).toHaveTextContent('WELCOME10 applied');
    await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(onRemoveCode).toHaveBeenCalledOnce();
  });

  it('sends the typed code with OK, which stays disabled while the field is blank', async () => {
    const user = userEvent.setup();
    const { onApplyCode } = renderSummary();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByLabelText('Discount code'), '  welcome10 ');
    await user.click(ok);
    expect(onApplyCode).toHaveBeenCalledWith('welcome10');
  });

  it('goes to /order with an empty couponCode when no code is applied', async () => {
    const user = userEvent.setup();
    const { router } = renderSummary();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(router.state.location.pathname).toBe('/order');
    expect(router.state.location.search).toBe('?couponCode=');
  });

  it('goes to /order with the applied code', async () => {
    const user = userEvent.setup();
    const { router } = renderSummary({ estimate: discounted, appliedCode: 'WELCOME10' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/order?couponCode=WELCOME10');
  });

  it('stays on the cart and toasts while a line is invalid', async () => {
    const user = userEvent.setup();
    const { router } = renderSummary({ hasInvalidItems: true, appliedCode: 'WELCOME10', estimate: discounted });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(toastError).toHaveBeenCalledWith('Please remove invalid cart items first', { position: 'top-center' });
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('holds placeholders instead of figures until the first estimate arrives', () => {
    renderSummary({ estimate: undefined });
    expect(valueOf('Items total')).toBe('');
    expect(valueOf('Estimated delivery costs')).toBe('');
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).queryByText(/delivered to your home/),
    ).toBeNull();
  });

  it("shows the cheapest method's price as the delivery estimate and its days in the promise", () => {
    renderSummary({
      estimate: {
        ...plain,
        amount: 124956,
        deliveryTime: 2,
        shippingAmount: 1500,
        shippingMethodId: 2,
        shippingMethodName: 'Express',
      },
    });
    expect(screen.getByText('Your order will be delivered to your home within 2 days')).toBeInTheDocument();
    expect(valueOf('Estimated delivery costs')).toBe('$15.00');
    expect(valueOf('Total incl. VAT')).toBe('$1,249.56');
  });

  it('adds a tax line of its own only when prices exclude tax', () => {
    const taxLines = [{ name: 'CA sales tax', rate: 8.25, base: 123456, amount: 10185 }];
    const { unmount } = renderSummary({ estimate: { ...plain, taxAmount: 10185, taxLines } });
    // Included in the prices: the total is the same, and no line adds it again.
    expect(screen.queryByText('Tax', { selector: 'dt' })).toBeNull();
    expect(valueOf('Total incl. VAT')).toBe('$1,234.56');
    unmount();
    renderSummary({ estimate: { ...plain, pricesIncludeTax: false, amount: 133641, taxAmount: 10185, taxLines } });
    expect(valueOf('Tax')).toBe('$101.85');
    expect(valueOf('Total incl. VAT')).toBe('$1,336.41');
  });
});
