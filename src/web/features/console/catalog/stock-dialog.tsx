import { useState } from 'react';
import { Input } from '@web/components/ui/input';
import type { ConsoleProductRow } from '@shared/schemas/console-catalog';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { toastDone } from '../kit/toast-done';
import { useAdjustStock } from './product-api';

interface StockDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  products: ConsoleProductRow[];
  onDone(): void;
}

/**
 * Adds or takes off units of the selected products with one reason, kept as stock movements. All
 * or nothing: a product that would go below zero refuses the whole batch (the server says which).
 */
export function StockDialog({ open, onOpenChange, products, onDone }: StockDialogProps) {
  const [deltas, setDeltas] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const adjust = useAdjustStock();
  const changes = products.flatMap((p) => {
    const delta = Number(deltas[p.productId] ?? '');
    return Number.isInteger(delta) && delta !== 0 ? [{ productId: p.productId, delta }] : [];
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setDeltas({});
          setReason('');
        }
        onOpenChange(next);
      }}
      title="Adjust stock"
      description="Units to add (or take off, with a minus sign) for each product, and why."
      confirmLabel="Save stock"
      onConfirm={async () => {
        const { list } = await adjust.mutateAsync({ adjustments: changes, reason: reason.trim() });
        // A combination counted by the server is named by its SKU, as its movement is.
        const skus = list.flatMap((row) => (row.sku === null ? [] : [row.sku]));
        toastDone(
          skus.length > 0
            ? `Stock saved for ${skus.join(', ')}`
            : `Stock saved for ${list.length} product${list.length === 1 ? '' : 's'}`,
        );
        onDone();
      }}
    >
      <div className="grid max-h-72 gap-2 overflow-y-auto">
        {products.map((p) => (
          <label key={p.productId} className="grid grid-cols-[1fr_6rem] items-center gap-3 text-sm">
            <span>
              {p.name} <span className="text-muted">({p.stock} now)</span>
            </span>
            <Input
              inputMode="numeric"
              placeholder="+10"
              aria-label={`Change for ${p.name}`}
              className="h-9 text-right"
              value={deltas[p.productId] ?? ''}
              onChange={(event) => setDeltas({ ...deltas, [p.productId]: event.target.value.replace(/^\+/, '') })}
            />
          </label>
        ))}
      </div>
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        Reason
        <Input required maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
    </ConfirmDialog>
  );
}
