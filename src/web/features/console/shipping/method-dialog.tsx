import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { methodWriteSchema, type ShippingMethod, type ShippingZone } from '@shared/schemas/console-shipping';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { MoneyField } from '../catalog/money-input';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { useMethodWrite } from './shipping-api';

type Values = z.input<typeof methodWriteSchema>;
type Body = z.output<typeof methodWriteSchema>;

const EMPTY: Values = {
  name: '',
  price: Number.NaN,
  freeFrom: null,
  deliveryDays: 5,
  active: true,
  taxFree: false,
  weightBands: [],
};

// The weight bands are kept as they are (the API's own to set): a save here does not drop them.
const valuesOf = ({ shippingMethodId: _id, zoneId: _zone, ...values }: ShippingMethod): Values => values;

interface MethodDialogProps {
  /** The zone whose method is added (method null) or changed; null when closed. */
  editing: { zone: ShippingZone; method: ShippingMethod | null } | null;
  onClose(): void;
}

/** A zone's new method, or one changed: its name, price, "free from", delivery time and switches. */
export function MethodDialog({ editing, onClose }: MethodDialogProps) {
  const method = editing?.method ?? null;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[90dvh] max-w-xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>{method ? `Edit ${method.name}` : `New method for ${editing?.zone.name ?? ''}`}</DialogTitle>
          <DialogDescription>Orders already placed keep the price and delivery time they were given.</DialogDescription>
        </DialogHeader>
        {editing && (
          <MethodForm
            key={method?.shippingMethodId ?? 'new'}
            zoneId={editing.zone.zoneId}
            methodId={method?.shippingMethodId}
            defaultValues={method ? valuesOf(method) : EMPTY}
            onSaved={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MethodForm({
  zoneId,
  methodId,
  defaultValues,
  onSaved,
}: {
  zoneId: number;
  methodId?: number;
  defaultValues: Values;
  onSaved(): void;
}) {
  const write = useMethodWrite();
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(methodWriteSchema), defaultValues });
  const { control, register } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await write.mutateAsync({ zoneId, methodId, body });
      toastDone(methodId ? `${saved.name} saved` : `${saved.name} added`);
      onSaved();
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto px-6 pt-1 pb-6 sm:grid-cols-2">
        <Field form={form} name="name" label="Name" required hint="Shoppers choose it by this name: Express">
          {(c) => <Input autoComplete="off" {...c} />}
        </Field>
        <Field form={form} name="deliveryDays" label="Delivery days" required rules={{ valueAsNumber: true }}>
          {(c) => <Input type="number" min={0} max={365} {...c} />}
        </Field>
        <MoneyField control={control} name="price" label="Price" required hint="0 for free delivery" />
        <MoneyField
          control={control}
          name="freeFrom"
          label="Free from"
          hint="Free when the items total reaches this; empty: never"
          optional
        />
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-ink" {...register('active')} />
          Active (shoppers can choose it)
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-ink" {...register('taxFree')} />
          Tax-free (no tax on delivery)
        </label>
      </div>
      <FormDialogFooter
        pending={form.formState.isSubmitting}
        label={methodId ? 'Save method' : 'Add method'}
        className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none"
      />
    </form>
  );
}
