import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@shared/schemas/address';
import { AddressDialog, type AddressDialogMode } from './address-dialog';
import { itemAt } from '@shared/item-at';

const saved: Address = {
  addressId: 42,
  fullName: 'Ada Lovelace',
  phoneNumber: '+1 (415) 555-0134',
  addressLine1: '500 Howard Street',
  addressLine2: 'Apartment 4B',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  postalCode: '94105',
  addressType: 'shipping',
  countryCode: 'US',
  isDefault: true,
};

const LABELS = [
  'Full Name',
  'Phone Number',
  'Address Line 1',
  'Address Line 2',
  'City',
  'State',
  'Postal Code',
] as const;

function renderDialog(mode: AddressDialogMode, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const onOpenChange = vi.fn();
  const view = render(
    <AddressDialog open onOpenChange={onOpenChange} mode={mode} addressType="shipping" onSubmit={onSubmit} />,
  );
  const rerender = (next: { open?: boolean; mode?: AddressDialogMode }) =>
    view.rerender(
      <AddressDialog
        open={next.open ?? true}
        onOpenChange={onOpenChange}
        mode={next.mode ?? mode}
        addressType="shipping"
        onSubmit={onSubmit}
      />,
    );
  return { onSubmit, onOpenChange, rerender };
}

const values = () => LABELS.map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

describe('AddressDialog', () => {
  it('offers the address fields: phone as tel, both address lines as text areas', () => {
    renderDialog({ kind: 'add' });
    const dialog = screen.getByRole('dialog', { name: 'Add address' });
    expect(within(dialog).getByLabelText('Full Name')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText('Address Line 1').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByLabelText('Address Line 2').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByText('United States')).toBeInTheDocument();
  });

  it('edit mode prefills from the record and submits the fields without addressId', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog({ kind: 'edit', address: saved });
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    expect(values()).toEqual([
      'Ada Lovelace',
      '+1 (415) 555-0134',
      '500 Howard Street',
      'Apartment 4B',
      'San Francisco',
      'CA',
      '94105',
    ]);

    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Oakland');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [payload] = itemAt(onSubmit.mock.calls, 0);
    expect(payload).toEqual({
      fullName: 'Ada Lovelace',
      phoneNumber: '+1 (415) 555-0134',
      addressLine1: '500 Howard Street',
      addressLine2: 'Apartment 4B',
      city: 'Oakland',
      stateOrProvince: 'CA',
      postalCode: '94105',
    });
    expect(payload).not.toHaveProperty('addressId');
  });

  it('add mode starts blank, also right after editing and after a closed draft', async () => {
    const user = userEvent.setup();
    const { rerender } = renderDialog({ kind: 'edit', address: saved });
    expect(values()[0]).toBe('Ada Lovelace');

    rerender({ mode: { kind: 'add' } });
    expect(values()).toEqual(['', '', '', '', '', '', '']);

    await user.type(screen.getByLabelText('Full Name'), 'Half typed');
    rerender({ open: false, mode: { kind: 'add' } });
    rerender({ open: true, mode: { kind: 'add' } });
    expect(values()).toEqual(['', '', '', '', '', '', '']);
  });

  it('shows readable messages under invalid fields, wired to them, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog({ kind: 'add' });
    await user.type(screen.getByLabelText('Phone Number'), 'call me');
    await user.type(screen.getByLabelText('Postal Code'), '9410');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const expected: Record<string, string> = {
      'Full Name': 'Full name is required',
      'Phone Number': 'Phone number must be 7 to 20 digits, spaces or + ( ) -',
      'Address Line 1': 'Address line 1 is required',
      City: 'City is required',
      State: 'State is required',
      'Postal Code': 'Postal code must be a US ZIP code like 94107 or 94107-1234',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = await screen.findByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(message);
    }
    const line2 = screen.getByLabelText('Address Line 2');
    // The form kit states aria-invalid only on an invalid control (as the login dialog always did).
    expect(line2).not.toHaveAttribute('aria-invalid');
    expect(line2).not.toHaveAttribute('aria-describedby');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed fields in add mode', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog({ kind: 'add' });
    await user.type(screen.getByLabelText('Full Name'), '  Grace Hopper ');
    await user.type(screen.getByLabelText('Phone Number'), '202 555 0147');
    await user.type(screen.getByLabelText('Address Line 1'), '1600 Pennsylvania Ave NW');
    await user.type(screen.getByLabelText('City'), 'Washington');
    await user.type(screen.getByLabelText('State'), 'DC');
    await user.type(screen.getByLabelText('Postal Code'), '20500');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(itemAt(onSubmit.mock.calls, 0)[0]).toEqual({
      fullName: 'Grace Hopper',
      phoneNumber: '202 555 0147',
      addressLine1: '1600 Pennsylvania Ave NW',
      addressLine2: '',
      city: 'Washington',
      stateOrProvince: 'DC',
      postalCode: '20500',
    });
  });
});
