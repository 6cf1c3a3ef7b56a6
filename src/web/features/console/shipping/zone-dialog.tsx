import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { zoneWriteSchema, type ShippingZone } from '@shared/schemas/console-shipping';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { countryOptions, noStateWhenEmpty, stateOptions, STATES_COUNTRY } from './regions';
import { useZoneWrite } from './shipping-api';

type Values = z.input<typeof zoneWriteSchema>;
type Body = z.output<typeof zoneWriteSchema>;

const EMPTY: Values = { name: '', regions: [{ countryCode: 'US' }] };

const valuesOf = (zone: ShippingZone): Values => ({ name: zone.name, regions: zone.regions });

/** A new zone, or one changed: its name and the regions it covers (a country, or a US state). */
export function ZoneDialog({ zone, onClose }: { zone: ShippingZone | 'new' | null; onClose(): void }) {
  return (
    <Dialog open={zone !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[90dvh] max-w-xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>{zone === 'new' ? 'New zone' : `Edit ${zone?.name ?? ''}`}</DialogTitle>
          <DialogDescription>A region is a whole country or, in the United States, one state.</DialogDescription>
        </DialogHeader>
        {zone !== null && (
          <ZoneForm
            key={zone === 'new' ? 'new' : zone.zoneId}
            zoneId={zone === 'new' ? undefined : zone.zoneId}
            defaultValues={zone === 'new' ? EMPTY : valuesOf(zone)}
            onSaved={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ZoneForm({ zoneId, defaultValues, onSaved }: { zoneId?: number; defaultValues: Values; onSaved(): void }) {
  const write = useZoneWrite();
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(zoneWriteSchema), defaultValues });
  const regions = useFieldArray({ control: form.control, name: 'regions' });
  const regionsError = form.formState.errors.regions;
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await write.mutateAsync({ zoneId, body });
      toastDone(zoneId ? `${saved.name} saved` : `${saved.name} added`);
      onSaved();
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto px-6 pt-1 pb-6">
        <Field form={form} name="name" label="Name" required hint="For you; shoppers see the methods' names">
          {(c) => <Input autoComplete="off" {...c} />}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Regions</legend>
          {regions.fields.map((row, index) => (
            <RegionRow
              key={row.id}
              form={form}
              index={index}
              removable={regions.fields.length > 1}
              onRemove={() => regions.remove(index)}
            />
          ))}
          <Button variant="outline" size="sm" className="w-fit" onClick={() => regions.append({ countryCode: 'US' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add a region
          </Button>
          {(regionsError?.root?.message ?? regionsError?.message) && (
            <p className="text-xs font-medium text-red-700">{regionsError.root?.message ?? regionsError.message}</p>
          )}
        </fieldset>
      </div>
      <FormDialogFooter
        pending={form.formState.isSubmitting}
        label={zoneId ? 'Save zone' : 'Add zone'}
        className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none"
      />
    </form>
  );
}

interface RegionRowProps {
  form: UseFormReturn<Values, unknown, Body>;
  index: number;
  removable: boolean;
  onRemove(): void;
}

/** One region: a country, and a state when it is the United States (else none). */
function RegionRow({ form, index, removable, onRemove }: RegionRowProps) {
  const country = useWatch({ control: form.control, name: `regions.${index}.countryCode` });
  useEffect(() => {
    if (country !== STATES_COUNTRY) form.setValue(`regions.${index}.stateOrProvince`, undefined);
  }, [country, form, index]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
      <Field form={form} name={`regions.${index}.countryCode`} label={`Region ${index + 1} country`}>
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
        name={`regions.${index}.stateOrProvince`}
        label={`Region ${index + 1} state`}
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
      <Button
        variant="ghost"
        size="icon"
        className="mt-7"
        aria-label={`Remove region ${index + 1}`}
        disabled={!removable}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
