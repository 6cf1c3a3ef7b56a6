import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createShipmentSchema, type ConsoleOrderDetail } from '@shared/schemas/console';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { useShipItems } from './shipments-api';

type Values = z.input<typeof createShipmentSchema>;

interface ShipItemsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  orderUuid: string;
  /** The lines with units left to ship (not cancelled, not in a parcel yet), and how many. */
  items: { item: ConsoleOrderDetail['items'][number]; left: number }[];
}

/** 'Ship items': which units go in one parcel (1 of 3 lamps), its carrier and tracking number. */
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
    // Every unit left is in the parcel: most parcels hold what is left.
    defaultValues: {
      lines: items.map(({ item, left }) => ({ orderItemId: item.orderItemId, qty: left })),
      carrierName: '',
      trackingNumber: '',
    },
  });
  const chosen = useWatch({ control: form.control, name: 'lines' }) ?? [];
  // What is typed in a units box while it is being typed ('' after clearing it), until it leaves.
  const [typing, setTyping] = useState<Record<number, string>>({});
  const qtyOf = new Map(chosen.map((l) => [l.orderItemId, l.qty]));
  const itemsError = form.formState.errors.lines;
  const itemsMessage = itemsError?.message ?? itemsError?.root?.message;
  const ship = useShipItems({
    mutationConfig: {
      onSuccess: (_, input) => {
        const units = (input.lines ?? []).reduce((n, l) => n + l.qty, 0);
        toastDone(`${units} unit${units === 1 ? '' : 's'} shipped`);
      },
    },
  });

  /** The parcel's lines in the dialog's order, `qty` null taking the line out. */
  const setQty = (orderItemId: number, qty: number | null) => {
    const next = items.flatMap(({ item }) => {
      const q = item.orderItemId === orderItemId ? qty : (qtyOf.get(item.orderItemId) ?? null);
      return q === null ? [] : [{ orderItemId: item.orderItemId, qty: q }];
    });
    form.setValue('lines', next, { shouldValidate: form.formState.isSubmitted });
  };

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
      <fieldset className="grid gap-2" aria-describedby={itemsMessage ? `${id}-items` : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Items in this parcel</legend>
        {items.map(({ item, left }) => {
          const qty = qtyOf.get(item.orderItemId);
          const inParcel = qty !== undefined;
          return (
            <div
              key={item.orderItemId}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm"
            >
              <input
                id={`${id}-line-${item.orderItemId}`}
                type="checkbox"
                className="size-4 accent-ink"
                checked={inParcel}
                onChange={(event) => setQty(item.orderItemId, event.target.checked ? left : null)}
              />
              <img src={item.coverPath} alt="" className="size-10 shrink-0 rounded-lg bg-surface object-cover" />
              <label htmlFor={`${id}-line-${item.orderItemId}`} className="min-w-0 flex-1">
                <span className="block font-medium">{item.inventoryName}</span>
                {item.addon.length > 0 && <span className="block text-xs text-muted">{item.addon.join(' · ')}</span>}
                <span className="block font-mono text-xs text-muted">SKU {item.sku ?? '—'}</span>
              </label>
              {left > 1 ? (
                <span className="flex items-center gap-1.5 text-muted">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={left}
                    className="h-9 w-16 text-right tabular-nums"
                    aria-label={`Units of ${item.inventoryName} in this parcel`}
                    disabled={!inParcel}
                    value={typing[item.orderItemId] ?? qty ?? left}
                    onChange={(event) => {
                      const text = event.target.value;
                      setTyping((t) => ({ ...t, [item.orderItemId]: text }));
                      const n = Number(text);
                      if (text !== '' && Number.isInteger(n)) setQty(item.orderItemId, Math.min(left, Math.max(1, n)));
                    }}
                    onBlur={() =>
                      setTyping((t) =>
                        Object.fromEntries(Object.entries(t).filter(([k]) => k !== String(item.orderItemId))),
                      )
                    }
                  />
                  of {left}
                </span>
              ) : (
                <span className="text-muted">× 1</span>
              )}
            </div>
          );
        })}
        {itemsMessage && (
          <p id={`${id}-items`} className="text-xs font-medium text-red-700">
            {itemsMessage}
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
      <FormDialogFooter pending={form.formState.isSubmitting} label="Ship items" />
    </form>
  );
}
