import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ProductFacets } from '@shared/schemas/catalog';
import type { ListFilters } from '../lib/filter-params';
import { parseFilters } from '../lib/filter-url';
import { FilterGroups } from './filter-groups';

const colours = ['Blush', 'Charcoal', 'Forest', 'Mustard', 'Navy', 'Oat', 'Plum', 'Sage'];
const facets: ProductFacets = {
  price: { min: 1000, max: 9000 },
  ratings: [{ atLeast: 4, count: 3 }],
  inStock: 8,
  onSale: 2,
  colors: colours.map((name, i) => ({ name, count: i + 1 })),
  sizes: ['S', 'M', 'L'].map((name) => ({ name, count: 4 })),
  categories: [],
};

function Filters({ start = '' }: { start?: string }) {
  const [filters, setFilters] = useState<ListFilters>(parseFilters(new URLSearchParams(start)));
  return <FilterGroups filters={filters} facets={facets} onChange={setFilters} />;
}

const colourGroup = () => within(screen.getByRole('group', { name: 'Colour' }));

describe('FilterGroups', () => {
  it('shows the first colours of a long list, then all of them on asking', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    expect(colourGroup().getAllByRole('checkbox')).toHaveLength(5);
    await user.click(colourGroup().getByRole('button', { name: 'Show all 8' }));
    expect(colourGroup().getAllByRole('checkbox')).toHaveLength(8);
    expect(colourGroup().getByRole('checkbox', { name: /^Sage/ })).toBeInTheDocument();
    await user.click(colourGroup().getByRole('button', { name: 'Show fewer' }));
    expect(colourGroup().getAllByRole('checkbox')).toHaveLength(5);
  });

  it('keeps a chosen colour in view when the list is short, and a short list whole', () => {
    render(<Filters start="color=Sage" />);
    expect(colourGroup().getByRole('checkbox', { name: /Sage/ })).toBeChecked();
    expect(colourGroup().getAllByRole('checkbox')).toHaveLength(6);
    const sizes = within(screen.getByRole('group', { name: 'Size' }));
    expect(sizes.getAllByRole('checkbox')).toHaveLength(3);
    expect(sizes.queryByRole('button')).toBeNull();
  });
});
