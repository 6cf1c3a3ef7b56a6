import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sectionsFixture } from '@web/test/fixtures/home';
import { renderWithRouter } from '@web/test/render';
import { HomeSection } from './sections';
import { itemAt } from '@shared/item-at';

const byType = (type: string) => sectionsFixture.find((section) => section.sectionType === type)!;

describe('home sections', () => {
  it('collection: a two-column grid where only the last item spans both columns', () => {
    renderWithRouter(<HomeSection section={byType('collection')} />);
    expect(screen.getByRole('heading', { name: 'The Autumn Table' })).toBeInTheDocument();
    const grid = screen.getByTestId('collection-grid');
    expect(grid).toHaveClass('grid-cols-2');
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.classList.contains('col-span-2'))).toEqual([false, false, true]);
    expect(within(itemAt(items, 2)).getByRole('link')).toHaveAttribute('href', '/inventory/3');
  });

  it("testimonial: heading 'Testimonials', then photo, name and content", () => {
    renderWithRouter(<HomeSection section={byType('testimonial')} />);
    expect(screen.getByRole('heading', { name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Maya R.' })).toBeInTheDocument();
    expect(screen.getByText(/The mugs are even better/)).toBeInTheDocument();
  });

  it('header, features and inventories render their payloads', () => {
    renderWithRouter(
      <>
        <HomeSection section={byType('header')} />
        <HomeSection section={byType('features')} />
        <HomeSection section={byType('inventories')} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Made slowly, used daily' })).toBeInTheDocument();
    expect(screen.getByText('Small-batch pieces from makers we know by name.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30-day returns' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\$/ })).toHaveLength(8);
  });
});
