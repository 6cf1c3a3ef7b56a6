import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addressFieldsSchema, type Address, type AddressFields, type AddressType } from '@shared/schemas/address';
import { COUNTRY_CODE } from '@shared/constants';
import { Button } from '@web/components/ui/button';
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
import { Field, TextArea, TextInput } from './address-form-fields';

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

/** SPEC §4: edit prefills from the record without addressId (nor type, country or default flag). */
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
      <DialogContent className="max-w-xl">
        <DialogHeader>
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

function AddressForm({ defaultValues, submitLabel, onSubmit }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFields>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues,
  });

  const submit = handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
    } catch {
      // The API client has toasted the server's reason; the form stays open as typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" error={errors.fullName?.message}>
          {(a11y) => <TextInput {...a11y} autoComplete="name" {...register('fullName')} />}
        </Field>
        <Field label="Phone Number" error={errors.phoneNumber?.message}>
          {(a11y) => <TextInput {...a11y} type="tel" autoComplete="tel" {...register('phoneNumber')} />}
        </Field>
      </div>
      <Field label="Address Line 1" error={errors.addressLine1?.message}>
        {(a11y) => <TextArea {...a11y} autoComplete="address-line1" {...register('addressLine1')} />}
      </Field>
      <Field label="Address Line 2" error={errors.addressLine2?.message}>
        {(a11y) => (
          <TextArea {...a11y} autoComplete="address-line2" placeholder="Optional" {...register('addressLine2')} />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_9rem]">
        <Field label="City" error={errors.city?.message}>
          {(a11y) => <TextInput {...a11y} autoComplete="address-level2" {...register('city')} />}
        </Field>
        <Field label="State" error={errors.stateOrProvince?.message}>
          {(a11y) => <TextInput {...a11y} autoComplete="address-level1" {...register('stateOrProvince')} />}
        </Field>
        <Field label="Postal Code" error={errors.postalCode?.message}>
          {(a11y) => <TextInput {...a11y} autoComplete="postal-code" inputMode="numeric" {...register('postalCode')} />}
        </Field>
      </div>
      {/* SPEC §9: the country is always US, so it is shown rather than asked. */}
      <p className="text-sm text-muted">
        Country: <span className="text-ink">{countryName(COUNTRY_CODE)}</span>
      </p>
      <DialogFooter className="pt-1">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
