import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { card } from '@web/test/fixtures/home';
import { renderWithRouter } from '@web/test/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('links to the product and shows price, struck original price and coloured badges', () => {
    const product = card(42, 'Linen Table Runner', 123450, {
      originalPrice: 150000,
      badge: [{ badgeId: 1, text: 'Sale', bgColor: '#a3472a', textColor: '#ffffff' }],
    });
    renderWithRouter(<ProductCard product={product} />);

    const link = screen.getByRole('link', { name: /Linen Table Runner/ });
    expect(link).toHaveAttribute('href', '/inventory/42');
    // Named by all it shows, name first and badges last (WCAG 2.5.3); the cover adds nothing to it.
    expect(link).toHaveAccessibleName('Linen Table Runner $1,234.50 Original price $1,500.00 Sale');
    expect(link.querySelector('img')).toHaveAttribute('src', product.coverPath);
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('$1,500.00').closest('s')).not.toBeNull();

    const badge = screen.getByText('Sale');
    expect(badge).toHaveStyle({ backgroundColor: '#a3472a', color: '#ffffff' });
  });

  it('shows no struck price and no badges when there are none', () => {
    renderWithRouter(<ProductCard product={card(1, 'Mug', 2400)} />);
    expect(screen.getByText('$24.00')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
