import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render as renderBare, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Addon } from '@shared/schemas/catalog';
import { emptySelection, type AddonSelection } from '../lib/addons';
import type { Variant } from '@shared/schemas/variant';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { addonsFixture, productFixture, variantsFixture } from '../testing/fixtures';
import { AddonPickerDialog } from './addon-picker-dialog';

const shipping: Addon[] = [
  { addonId: 1, addonType: 'ship', name: 'Standard', plusPrice: 0 },
  { addonId: 2, addonType: 'ship', name: 'Express', plusPrice: 1200 },
];

function Harness({
  onConfirm,
  initial = emptySelection,
}: {
  onConfirm(selection: AddonSelection, picture: string | null, stock: unknown): void;
  initial?: AddonSelection;
}) {
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open picker
      </button>
      <output data-testid="applied">{JSON.stringify(selection)}</output>
      <AddonPickerDialog
        open={open}
        onOpenChange={setOpen}
        product={productFixture({ requireSizeAddon: true })}
        addons={[...addonsFixture, ...shipping]}
        selection={selection}
        onConfirm={(next, picture, stock) => {
          onConfirm(next, picture, stock);
          setSelection(next);
        }}
      />
    </>
  );
}

let server: ServedApi;
beforeAll(async () => {
  server = await serveApi();
});
afterAll(() => server.stop());
/** The product's combinations as the API lists them (none: the product counts as a whole). */
const serveVariants = (list: Variant[]) => server.answer({ '/product/inventory/80/variants': { list } });
beforeEach(() => serveVariants([]));
afterEach(() => server.reset());

// The picker asks for the combinations itself, through the app's query client.
const render = (ui: React.ReactElement) =>
  renderBare(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);

const applied = () => JSON.parse(screen.getByTestId('applied').textContent ?? '{}') as AddonSelection;

describe('AddonPickerDialog', () => {
  it('shows only the groups that have add-ons, with prices; required groups start on their first add-on, optional ones on "No, thanks"', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));

    const dialog = screen.getByRole('dialog', { name: 'Choose Addons' });
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Colors', 'Sizes', 'Shipments']);
    expect(within(dialog).queryByRole('radiogroup', { name: 'Accessories' })).toBeNull();

    const sizes = within(dialog).getByRole('radiogroup', { name: 'Sizes' });
    expect(within(sizes).queryByRole('radio', { name: 'No, thanks' })).toBeNull();
    expect(within(sizes).getByRole('radio', { name: 'S' })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: 'XL +$2.50' })).not.toBeChecked();

    const colors = within(dialog).getByRole('radiogroup', { name: 'Colors' });
    expect(within(colors).getByRole('radio', { name: 'No, thanks' })).toBeChecked();
    expect(within(colors).getByRole('radio', { name: 'Navy +$5.00' })).toBeInTheDocument();
    // A free add-on shows no price.
    expect(within(colors).getByRole('radio', { name: 'Terracotta' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Shipments' })).getByRole('radio', { name: 'No, thanks' }),
    ).toBeChecked();
  });

  it("'Confirm selection' applies the choice; 'No, thanks' selects nothing", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    await user.click(screen.getByRole('radio', { name: 'Navy +$5.00' }));
    await user.click(screen.getByRole('radio', { name: 'XL +$2.50' }));
    await user.click(screen.getByRole('radio', { name: 'Express +$12.00' }));
    expect(screen.getByText('+$19.50')).toBeInTheDocument();
    const shipments = screen.getByRole('radiogroup', { name: 'Shipments' });
    await user.click(within(shipments).getByRole('radio', { name: 'No, thanks' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(applied()).toEqual({ color: 382, size: 386, ship: null, accessory: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('by keyboard alone: Tab reaches each group, arrow keys select the option they move to (a radio group)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    screen.getByRole('button', { name: 'Open picker' }).focus();
    await user.keyboard('{Enter}');
    // The dialog opens on the first group, Colors (optional): its checked 'No, thanks' has the focus.
    const colours = await screen.findByRole('radiogroup', { name: 'Colors' });
    await waitFor(() => expect(within(colours).getByRole('radio', { name: 'No, thanks' })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(colours).getByRole('radio', { name: 'Navy +$5.00' })).toBeChecked();
    await user.tab();
    const sizes = screen.getByRole('radiogroup', { name: 'Sizes' });
    expect(within(sizes).getByRole('radio', { name: 'S' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
    screen.getByRole('button', { name: 'Confirm selection' }).focus();
    await user.keyboard('{Enter}');
    expect(applied()).toEqual({ color: 382, size: 385, ship: null, accessory: null });
  });

  it('closing without confirming changes nothing, and reopening shows the applied choice again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} initial={{ ...emptySelection, size: 385 }} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'XL +$2.50' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onConfirm).not.toHaveBeenCalled();
    expect(applied()).toEqual({ ...emptySelection, size: 385 });
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'XL +$2.50' })).not.toBeChecked();

    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('AddonPickerDialog with colour and size combinations', () => {
  // S is sold out in every colour, XL only in Terracotta; M has 2 left in Navy.
  const units = (colour: number, size: number) =>
    size === 384 ? 0 : size === 386 && colour === 380 ? 0 : size === 385 && colour === 382 ? 2 : 40;

  it('a size sold out in every colour is shown as such and cannot be chosen; a required size starts on one that can be bought', async () => {
    const user = userEvent.setup();
    serveVariants(variantsFixture({ units }));
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));

    const sizes = screen.getByRole('radiogroup', { name: 'Sizes' });
    const small = await within(sizes).findByRole('radio', { name: 'S — sold out' });
    expect(small).toBeDisabled();
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
    await user.click(small);
    expect(small).not.toBeChecked();
  });

  it('a colour is offered while any size of it can be bought; a size says how it stands with the chosen colour', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    serveVariants(variantsFixture({ units }));
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    const sizes = screen.getByRole('radiogroup', { name: 'Sizes' });
    const colours = screen.getByRole('radiogroup', { name: 'Colors' });
    // Size M starts chosen; Navy has 2 of it left, and plenty of XL, so Navy itself is simply offered.
    await user.click(await within(colours).findByRole('radio', { name: 'Navy +$5.00' }));
    expect(within(sizes).getByRole('radio', { name: 'M — Only 2 left' })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: 'S — sold out' })).toBeDisabled();

    // Terracotta's XL is sold out, but its M is not: Terracotta stays on offer with XL chosen.
    await user.click(within(sizes).getByRole('radio', { name: 'XL +$2.50' }));
    const terracotta = within(colours).getByRole('radio', { name: 'Terracotta' });
    expect(terracotta).toBeEnabled();
    // Choosing it moves the size to one that Terracotta has.
    await user.click(terracotta);
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: 'XL — sold out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));
    expect(onConfirm).toHaveBeenCalledWith({ color: 380, size: 385, ship: null, accessory: null }, null, {
      state: 'in_stock',
    });
  });

  it('a colour sold out in every size is shown as such and cannot be chosen', async () => {
    const user = userEvent.setup();
    serveVariants(variantsFixture({ units: (colour) => (colour === 382 ? 0 : 40) }));
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    const colours = screen.getByRole('radiogroup', { name: 'Colors' });
    expect(await within(colours).findByRole('radio', { name: 'Navy — sold out' })).toBeDisabled();
  });

  it('the arrow keys pass over a sold-out option', async () => {
    const user = userEvent.setup();
    serveVariants(variantsFixture({ units }));
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    const sizes = screen.getByRole('radiogroup', { name: 'Sizes' });
    await within(sizes).findByRole('radio', { name: 'S — sold out' });
    within(sizes).getByRole('radio', { name: 'M' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(sizes).getByRole('radio', { name: 'XL +$2.50' })).toBeChecked();
    // Round the end and past S, back to M.
    await user.keyboard('{ArrowDown}');
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: 'M' })).toHaveFocus();
  });

  it("confirming reports the chosen combination's picture and stock", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const navy = '/media/demo/product/sweater-3-3.svg';
    serveVariants(
      variantsFixture({
        units: (colour, size) => (colour === 382 && size === 384 ? 3 : 40),
        picture: (colour) => (colour === 382 ? navy : null),
      }),
    );
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open picker' }));
    await user.click(screen.getByRole('radio', { name: 'Navy +$5.00' }));
    // The combinations have arrived once their stock shows.
    await screen.findByRole('radio', { name: 'S — Only 3 left' });
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));
    // And how that combination stands, for the page's stock note.
    expect(onConfirm).toHaveBeenCalledWith({ color: 382, size: 384, ship: null, accessory: null }, navy, {
      state: 'low',
      left: 3,
    });
  });
});
