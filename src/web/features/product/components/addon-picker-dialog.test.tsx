import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Addon } from '@shared/schemas/catalog';
import { emptySelection, type AddonSelection } from '../lib/addons';
import { addonsFixture, productFixture } from '../testing/fixtures';
import { AddonPickerDialog } from './addon-picker-dialog';

const shipping: Addon[] = [
  { addonId: 1, addonType: 'ship', name: 'Standard', plusPrice: 0 },
  { addonId: 2, addonType: 'ship', name: 'Express', plusPrice: 1200 },
];

function Harness({
  onConfirm,
  initial = emptySelection,
}: {
  onConfirm(selection: AddonSelection): void;
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
        onConfirm={(next) => {
          onConfirm(next);
          setSelection(next);
        }}
      />
    </>
  );
}

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
