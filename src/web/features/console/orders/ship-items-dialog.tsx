import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createShipmentSchema } from '@shared/schemas/console';
import type { OrderItem } from '@shared/schemas/order';
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
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toastDone } from '../kit/toast-done';
import { useShipItems } from './shipments-api';

type Values = z.input<typeof createShipmentSchema>;

interface ShipItemsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  orderUuid: string;
  /** The items not shipped yet: the ones that can go in this parcel. */
  items: OrderItem[];
}

/** 'Ship items': which items go in one parcel, its carrier and tracking number. */
export function ShipItemsDialog({ open, onOpenChange, ...props }: ShipItemsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {open && <ShipItemsForm onDone={() => onOpenChange(false)} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ShipItemsForm({
  orderUuid,
  items,
  onDone,
}: Omit<ShipItemsDialogProps, 'open' | 'onOpenChange'> & { onDone(): void }) {
  const id = useId();
  const form = useForm<Values, unknown, z.output<typeof createShipmentSchema>>({
    resolver: zodResolver(createShipmentSchema),
    // Every item is ticked: most parcels hold what is left.
    defaultValues: { orderItemIds: items.map((i) => i.orderItemId), carrierName: '', trackingNumber: '' },
  });
  const chosen = useWatch({ control: form.control, name: 'orderItemIds' }).map(Number);
  const itemsError = form.formState.errors.orderItemIds;
  const ship = useShipItems({
    mutationConfig: {
      onSuccess: (_, input) =>
        toastDone(`${input.orderItemIds.length} item${input.orderItemIds.length === 1 ? '' : 's'} shipped`),
    },
  });

  const toggle = (orderItemId: number, checked: boolean) =>
    form.setValue('orderItemIds', checked ? [...chosen, orderItemId] : chosen.filter((x) => x !== orderItemId), {
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      await ship.mutateAsync({ orderUuid, ...values });
      onDone();
    } catch {
      // The API client's toast says why; the form stays as filled.
    }
  });

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>Ship items</DialogTitle>
        <DialogDescription>The customer gets a mail with the carrier and tracking number.</DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2" aria-describedby={itemsError ? `${id}-items` : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Items in this parcel</legend>
        {items.map((item) => (
          <label
            key={item.orderItemId}
            className="flex items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              className="size-4 accent-ink"
              checked={chosen.includes(item.orderItemId)}
              onChange={(event) => toggle(item.orderItemId, event.target.checked)}
            />
            <span className="flex-1">{item.inventoryName}</span>
            <span className="text-muted">× {item.qty}</span>
          </label>
        ))}
        {itemsError && (
          <p id={`${id}-items`} className="text-xs font-medium text-red-700">
            {itemsError.message ?? itemsError.root?.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          form={form}
          name="carrierName"
          label="Carrier"
          required
          hint="USPS, UPS, FedEx, DHL… get a tracking link"
        >
          {(control) => <Input autoComplete="off" {...control} />}
        </Field>
        <Field form={form} name="trackingNumber" label="Tracking number" required>
          {(control) => <Input autoComplete="off" {...control} />}
        </Field>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={form.formState.isSubmitting}>Ship items</SubmitButton>
      </DialogFooter>
    </form>
  );
}
