import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './product-gallery';

const images = ['/media/a.svg', '/media/b.svg', '/media/c.svg'];

describe('ProductGallery lightbox', () => {
  it('opens a picture full screen; the arrow keys go through them, Escape closes and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Linen Dress" images={images} variant="desktop" />);
    const second = screen.getByRole('button', { name: 'Enlarge: Linen Dress, view 2' });
    await user.click(second);
    const lightbox = await screen.findByRole('dialog', { name: 'Linen Dress pictures' });
    // The slide shown: its neighbours are kept beside it, inert.
    const current = () => {
      const shown = within(lightbox)
        .getAllByRole('group', { name: /of 3$/ })
        .filter((slide) => !slide.hasAttribute('inert'));
      expect(shown).toHaveLength(1);
      return shown[0]!;
    };
    await waitFor(() => expect(current()).toHaveAccessibleName('2 of 3'));
    await waitFor(() => expect(lightbox).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(current()).toHaveAccessibleName('3 of 3'));
    expect(within(current()).getByRole('img')).toHaveAttribute('src', '/media/c.svg');
    // Tab goes round the lightbox's controls, never back to the page behind it.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(lightbox).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(lightbox).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(second).toHaveFocus();
  });
});
