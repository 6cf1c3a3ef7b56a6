import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addressFieldsSchema, type Address, type AddressFields, type AddressType } from '@shared/schemas/address';
import { COUNTRY_CODE } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { countryName } from '../lib/country-name';

type AddressFormValues = z.input<typeof addressFieldsSchema>;

const EMPTY_FIELDS: AddressFormValues = {
  fullName: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateOrProvince: '',
  postalCode: '',
};

/** Edit prefills from the record without addressId (nor type, country or default flag). */
export function formValuesOf(address: Address): AddressFormValues {
  const { fullName, phoneNumber, addressLine1, addressLine2, city, stateOrProvince, postalCode } = address;
  return { fullName, phoneNumber, addressLine1, addressLine2, city, stateOrProvince, postalCode };
}

export type AddressDialogMode = { kind: 'add' } | { kind: 'edit'; address: Address };

interface AddressDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: AddressDialogMode;
  addressType: AddressType;
  /** Resolves when saved (the page then closes the dialog); a rejection keeps the form as typed. */
  onSubmit(fields: AddressFields): Promise<unknown>;
}

/** The address dialog in add or edit mode, validated with the API's own schema before sending. */
export function AddressDialog({ open, onOpenChange, mode, addressType, onSubmit }: AddressDialogProps) {
  const editing = mode.kind === 'edit';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Header and footer stay put; only the fields scroll, so Save and Cancel are always in reach on a phone. */}
      <DialogContent className="flex max-w-xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>{editing ? 'Edit address' : 'Add address'}</DialogTitle>
          <DialogDescription>
            {addressType === 'shipping' ? 'Where we deliver your orders.' : 'The address on your invoices.'}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by mode and record: every opening starts from the record, or from blank in add mode. */}
        <AddressForm
          key={editing ? `edit-${mode.address.addressId}` : 'add'}
          defaultValues={editing ? formValuesOf(mode.address) : EMPTY_FIELDS}
          submitLabel={editing ? 'Save changes' : 'Save address'}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  );
}

interface AddressFormProps {
  defaultValues: AddressFormValues;
  submitLabel: string;
  onSubmit(fields: AddressFields): Promise<unknown>;
}

// Single-line fields match the address lines' boxes rather than the default pill.
const boxed = 'rounded-xl px-3.5';

function AddressForm({ defaultValues, submitLabel, onSubmit }: AddressFormProps) {
  const form = useForm<AddressFormValues, unknown, AddressFields>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues,
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
    } catch {
      // The API client has toasted the server's reason; the form stays open as typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto overscroll-contain px-6 pt-1 pb-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} name="fullName" label="Full Name">
            {(control) => <Input className={boxed} autoComplete="name" {...control} />}
          </Field>
          <Field form={form} name="phoneNumber" label="Phone Number">
            {(control) => <Input className={boxed} type="tel" autoComplete="tel" {...control} />}
          </Field>
        </div>
        <Field form={form} name="addressLine1" label="Address Line 1">
          {(control) => <Textarea autoComplete="address-line1" {...control} />}
        </Field>
        <Field form={form} name="addressLine2" label="Address Line 2">
          {(control) => <Textarea autoComplete="address-line2" placeholder="Optional" {...control} />}
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_9rem]">
          <Field form={form} name="city" label="City">
            {(control) => <Input className={boxed} autoComplete="address-level2" {...control} />}
          </Field>
          <Field form={form} name="stateOrProvince" label="State">
            {(control) => <Input className={boxed} autoComplete="address-level1" {...control} />}
          </Field>
          <Field form={form} name="postalCode" label="Postal Code">
            {(control) => <Input className={boxed} autoComplete="postal-code" inputMode="numeric" {...control} />}
          </Field>
        </div>
        {/* The shop ships only to the US, so the country is shown rather than asked. */}
        <p className="text-sm text-muted">
          Country: <span className="text-ink">{countryName(COUNTRY_CODE)}</span>
        </p>
      </div>
      <DialogFooter className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </DialogFooter>
    </form>
  );
}
