import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ShippingMethod, ShippingZone } from '@shared/schemas/console-shipping';
import { Button } from '@web/components/ui/button';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney } from '@web/lib/money';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { PageHeader } from '../kit/page-header';
import { Panel } from '../kit/panel';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { MethodDialog } from './method-dialog';
import { regionsText } from './regions';
import { useShippingRemoval, zonesQuery } from './shipping-api';
import { ZoneDialog } from './zone-dialog';

type Removal = { kind: 'zone'; zone: ShippingZone } | { kind: 'method'; method: ShippingMethod };

/**
 * Shipping: each zone (the countries and US states it covers) with its methods. The cart's
 * delivery estimate is the cheapest active method of the shopper's zone; the checkout offers them
 * all. An address in no zone cannot be ordered to.
 */
export function ShippingPage() {
  const zones = useQuery(zonesQuery);
  const removal = useShippingRemoval();
  const [editingZone, setEditingZone] = useState<ShippingZone | 'new' | null>(null);
  const [editingMethod, setEditingMethod] = useState<{ zone: ShippingZone; method: ShippingMethod | null } | null>(
    null,
  );
  const [removing, setRemoving] = useState<Removal | null>(null);

  return (
    <>
      <PageHeader
        title="Shipping"
        description="Zones are where the shop delivers: countries, and states of the United States. Each zone's methods are what shoppers choose from at checkout."
        actions={
          <Button onClick={() => setEditingZone('new')}>
            <Plus aria-hidden="true" className="size-4" />
            New zone
          </Button>
        }
      />
      {zones.isError ? (
        <LoadError message="We couldn't load the shipping zones." onRetry={() => void zones.refetch()} />
      ) : !zones.data ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : zones.data.list.length === 0 ? (
        <p className="rounded-xl border border-line px-3 py-10 text-center text-muted">
          No zone yet: the shop delivers nowhere, and no order can be placed.
        </p>
      ) : (
        <div className="grid gap-4">
          {zones.data.list.map((zone) => (
            <ZonePanel
              key={zone.zoneId}
              zone={zone}
              onEdit={() => setEditingZone(zone)}
              onRemove={() => setRemoving({ kind: 'zone', zone })}
              onAddMethod={() => setEditingMethod({ zone, method: null })}
              onEditMethod={(method) => setEditingMethod({ zone, method })}
              onRemoveMethod={(method) => setRemoving({ kind: 'method', method })}
            />
          ))}
        </div>
      )}
      <ZoneDialog zone={editingZone} onClose={() => setEditingZone(null)} />
      <MethodDialog editing={editingMethod} onClose={() => setEditingMethod(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Delete ${removing?.kind === 'zone' ? removing.zone.name : (removing?.method.name ?? '')}?`}
        description={
          removing?.kind === 'zone'
            ? 'Its methods go with it: addresses only this zone covered can no longer be ordered to. Orders already placed keep their delivery.'
            : 'Shoppers can no longer choose it; orders already placed keep their delivery. To offer it again later, switch it off instead.'
        }
        confirmLabel={removing?.kind === 'zone' ? 'Delete zone' : 'Delete method'}
        destructive
        onConfirm={async () => {
          if (!removing) return;
          if (removing.kind === 'zone') {
            await removal.mutateAsync({ zoneId: removing.zone.zoneId });
            toastDone(`${removing.zone.name} deleted`);
          } else {
            await removal.mutateAsync({ methodId: removing.method.shippingMethodId });
            toastDone(`${removing.method.name} deleted`);
          }
        }}
      />
    </>
  );
}

interface ZonePanelProps {
  zone: ShippingZone;
  onEdit(): void;
  onRemove(): void;
  onAddMethod(): void;
  onEditMethod(method: ShippingMethod): void;
  onRemoveMethod(method: ShippingMethod): void;
}

function ZonePanel({ zone, onEdit, onRemove, onAddMethod, onEditMethod, onRemoveMethod }: ZonePanelProps) {
  return (
    <Panel
      title={zone.name}
      actions={
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit zone ${zone.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Delete zone ${zone.name}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      }
    >
      <p className="text-sm text-ink-soft">
        <span className="text-muted">Delivers to: </span>
        {regionsText(zone.regions)}
      </p>
      <ul aria-label={`Methods of ${zone.name}`} className="mt-3 grid gap-2">
        {zone.methods.map((method) => (
          <li
            key={method.shippingMethodId}
            className="grid grid-cols-1 items-center gap-2 rounded-lg border border-line bg-white/70 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto]"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">{method.name}</span>
                <StatusBadge value={method.active ? 'active' : 'inactive'} />
              </div>
              <p className="text-ink-soft">{methodTerms(method)}</p>
            </div>
            <div className="flex gap-1 sm:justify-end">
              <Button variant="ghost" size="sm" onClick={() => onEditMethod(method)} aria-label={`Edit ${method.name}`}>
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemoveMethod(method)}
                aria-label={`Delete ${method.name}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
        {zone.methods.length === 0 && (
          <li className="rounded-lg border border-dashed border-line p-3 text-sm text-muted">
            No method: shoppers in this zone cannot order until you add one.
          </li>
        )}
      </ul>
      <Button variant="outline" size="sm" className="mt-3" onClick={onAddMethod}>
        <Plus aria-hidden="true" className="size-4" />
        Add a method<span className="sr-only"> to {zone.name}</span>
      </Button>
    </Panel>
  );
}

/** "$15.00 · free from $100.00 · 2 days · tax-free": a method's terms in one line. */
export function methodTerms(method: ShippingMethod): string {
  return [
    method.price === 0 ? 'Free' : formatMoney(method.price),
    method.freeFrom !== null && `free from ${formatMoney(method.freeFrom)}`,
    `${method.deliveryDays} ${method.deliveryDays === 1 ? 'day' : 'days'}`,
    method.weightBands.length > 0 &&
      `by weight: ${method.weightBands.map((b) => `${formatMoney(b.price)} up to ${b.upToGrams} g`).join(', ')}`,
    method.taxFree && 'tax-free',
  ]
    .filter(Boolean)
    .join(' · ');
}
