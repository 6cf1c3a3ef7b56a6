import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navItemsFixture } from '@web/test/fixtures/home';
import { renderWithRouter } from '@web/test/render';
import { DesktopNavMenu } from './desktop-nav-menu';
import { FooterNav } from './footer-nav';
import { itemAt } from '@shared/item-at';

describe('FooterNav', () => {
  it('repeats the menu with the link rules applied', () => {
    renderWithRouter(<FooterNav items={navItemsFixture} />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Home & Living')).toBe('/category/1');
    expect(href('Textiles')).toBe('/category/12');
    expect(href('Gift cards')).toBe('/inventory/search?keyword=gift');
    expect(href('New In')).toBe('/inventory/search?keyword=new');
    expect(href('Journal')).toBe('https://example.com/journal');
  });
});

describe('DesktopNavMenu', () => {
  it('opens a panel of sub-item links whose image follows the hovered sub-item', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopNavMenu items={navItemsFixture} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/inventory/search?keyword=new');

    await user.click(within(nav).getByRole('button', { name: 'Home & Living' }));
    expect(await screen.findByRole('link', { name: 'Shop all Home & Living' })).toHaveAttribute('href', '/category/1');
    const ceramics = screen.getByRole('link', { name: 'Ceramics' });
    expect(ceramics).toHaveAttribute('href', '/category/11');

    // Nothing hovered: the parent's cover.
    expect(screen.getByRole('img', { name: 'Home & Living' })).toHaveAttribute(
      'src',
      itemAt(navItemsFixture, 0).coverPath,
    );
    await user.hover(ceramics);
    expect(screen.getByRole('img', { name: 'Ceramics' })).toHaveAttribute(
      'src',
      itemAt(itemAt(navItemsFixture, 0).subItems, 0).coverPath,
    );
    // A sub-item without a cover falls back to the parent's.
    await user.hover(screen.getByRole('link', { name: 'Lighting' }));
    expect(screen.getByRole('img', { name: 'Home & Living' })).toHaveAttribute(
      'src',
      itemAt(navItemsFixture, 0).coverPath,
    );
  });

  it('keeps the focus on the item focused in the first paint once the menu is interactive, with its keyboard', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopNavMenu items={navItemsFixture} />);
    const firstPaint = screen.getByRole('button', { name: 'Home & Living' });
    // Focusing the menu loads the interactive one, which takes the first paint's place.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Home & Living' })).not.toBe(firstPaint));
    expect(screen.getByRole('button', { name: 'Home & Living' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-expanded', 'true');
  });
});
