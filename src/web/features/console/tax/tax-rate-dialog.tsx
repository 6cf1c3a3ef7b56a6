import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { taxRateWriteSchema, type TaxRate } from '@shared/schemas/console-shipping';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { taxClasses, TAX_CLASS_LABELS } from '@shared/schemas/shipping';
import { countryOptions, noStateWhenEmpty, stateOptions, STATES_COUNTRY } from '../shipping/regions';
import { useTaxRateWrite } from './tax-api';

type Values = z.input<typeof taxRateWriteSchema>;
type Body = z.output<typeof taxRateWriteSchema>;

const EMPTY: Values = { name: '', countryCode: 'US', taxClass: 'standard', rate: Number.NaN };

const valuesOf = ({ name, countryCode, stateOrProvince, taxClass, rate }: TaxRate): Values => ({
  name,
  countryCode,
  stateOrProvince,
  taxClass,
  rate,
});

/** A new tax rate, or one changed: where, for which tax class, and how much. */
export function TaxRateDialog({ rate, onClose }: { rate: TaxRate | 'new' | null; onClose(): void }) {
  return (
    <Dialog open={rate !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-w-xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>{rate === 'new' ? 'New tax rate' : `Edit ${rate?.name ?? ''}`}</DialogTitle>
          <DialogDescription>
            A change applies to orders placed from now on; orders already placed keep the tax they were charged.
          </DialogDescription>
        </DialogHeader>
        {rate !== null && (
          <TaxRateForm
            key={rate === 'new' ? 'new' : rate.taxRateId}
            taxRateId={rate === 'new' ? undefined : rate.taxRateId}
            defaultValues={rate === 'new' ? EMPTY : valuesOf(rate)}
            onSaved={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TaxRateForm({
  taxRateId,
  defaultValues,
  onSaved,
}: {
  taxRateId?: number;
  defaultValues: Values;
  onSaved(): void;
}) {
  const write = useTaxRateWrite();
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(taxRateWriteSchema), defaultValues });
  const country = useWatch({ control: form.control, name: 'countryCode' });
  // Another country than the United States names no state: the choice is dropped with it.
  useEffect(() => {
    if (country !== STATES_COUNTRY) form.setValue('stateOrProvince', undefined);
  }, [country, form]);
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await write.mutateAsync({ taxRateId, body });
      toastDone(taxRateId ? `${saved.name} saved` : `${saved.name} added`);
      onSaved();
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto px-6 pt-1 pb-6 sm:grid-cols-2">
        <Field form={form} name="name" label="Name" required hint="Printed on invoices, e.g. California sales tax">
          {(c) => <Input autoComplete="off" {...c} />}
        </Field>
        <Field form={form} name="taxClass" label="Tax class">
          {(c) => (
            <Select {...c}>
              {taxClasses.map((taxClass) => (
                <option key={taxClass} value={taxClass}>
                  {TAX_CLASS_LABELS[taxClass]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field form={form} name="countryCode" label="Country" required>
          {(c) => (
            <Select {...c}>
              {countryOptions().map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          form={form}
          name="stateOrProvince"
          label="State"
          hint={country === STATES_COUNTRY ? 'Empty: the whole country' : 'Only in the United States'}
          rules={noStateWhenEmpty}
        >
          {(c) => (
            <Select {...c} disabled={country !== STATES_COUNTRY}>
              <option value="">Whole country</option>
              {stateOptions.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          form={form}
          name="rate"
          label="Rate (%)"
          required
          hint="From 0 to 100, e.g. 8.25"
          rules={{ valueAsNumber: true }}
        >
          {(c) => <Input type="number" inputMode="decimal" min={0} max={100} step="0.001" {...c} />}
        </Field>
      </div>
      <FormDialogFooter
        pending={form.formState.isSubmitting}
        label={taxRateId ? 'Save tax rate' : 'Add tax rate'}
        className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none"
      />
    </form>
  );
}
