import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getPackingSlipPdf } from '@shared/contract/console-shipments';
import type { ConsoleOrderDetail } from '@shared/schemas/console';
import { SHIPMENT_STATUS_LABELS, shipmentStatuses, type ShipmentStatus } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-file';
import { Panel } from '../kit/panel';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { useScopes } from '../kit/scopes';
import { useUpdateShipment } from './shipments-api';

type Shipment = ConsoleOrderDetail['shipments'][number];

/** The order's parcels (one row per line in a parcel from the API, grouped here by shipment). */
export function ShipmentsPanel({ order }: { order: ConsoleOrderDetail }) {
  const parcels = new Map<number, Shipment[]>();
  for (const row of order.shipments) parcels.set(row.shipmentId, [...(parcels.get(row.shipmentId) ?? []), row]);
  const nameOf = new Map(order.items.map((i) => [i.orderItemId, i.inventoryName]));
  const canUpdate = useScopes().can('shipments:write');
  if (parcels.size === 0) return null;
  return (
    <Panel title="Shipments">
      <ul className="grid gap-3">
        {[...parcels.values()].map((rows) => (
          <ShipmentRow
            key={rows[0]!.shipmentId}
            orderUuid={order.order.orderUuid}
            shipment={rows[0]!}
            orderNumber={order.order.orderId}
            items={rows.map((r) => `${r.qty > 1 ? `${r.qty} × ` : ''}${nameOf.get(r.orderItemId) ?? ''}`)}
            canUpdate={canUpdate}
          />
        ))}
      </ul>
    </Panel>
  );
}

function ShipmentRow({
  orderUuid,
  orderNumber,
  shipment,
  items,
  canUpdate,
}: {
  orderUuid: string;
  orderNumber: string;
  shipment: Shipment;
  items: string[];
  canUpdate: boolean;
}) {
  const [status, setStatus] = useState<ShipmentStatus>(shipment.shipmentStatus);
  const update = useUpdateShipment({
    mutationConfig: {
      onSuccess: (r) => toastDone(`Shipment ${r.shipmentId}: ${SHIPMENT_STATUS_LABELS[r.shipmentStatus]}`),
    },
  });
  const slip = useMutation({
    mutationFn: async () => {
      const pdf = await api.call(getPackingSlipPdf, { params: { shipmentId: shipment.shipmentId } });
      saveBlob(pdf, `packing-slip-${orderNumber}-${shipment.shipmentId}.pdf`);
    },
  });
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3 text-sm md:grid-cols-[1fr_auto] md:items-center">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          Shipment {shipment.shipmentId} · {shipment.carrierName}{' '}
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="font-mono underline underline-offset-4"
            >
              {shipment.trackingNumber}
            </a>
          ) : (
            <span className="font-mono">{shipment.trackingNumber}</span>
          )}
          <StatusBadge value={shipment.shipmentStatus} />
        </p>
        <p className="text-muted">{items.join(', ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={slip.isPending}
          aria-label={`Packing slip of shipment ${shipment.shipmentId}`}
          onClick={() => slip.mutate()}
        >
          Packing slip
        </Button>
        {canUpdate && (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({ orderUuid, shipmentId: shipment.shipmentId, shipmentStatus: status });
            }}
          >
            <label className="sr-only" htmlFor={`shipment-${shipment.shipmentId}`}>
              Status of shipment {shipment.shipmentId}
            </label>
            <Select
              id={`shipment-${shipment.shipmentId}`}
              value={status}
              onChange={(event) => setStatus(event.target.value as ShipmentStatus)}
            >
              {shipmentStatuses.map((s) => (
                <option key={s} value={s}>
                  {SHIPMENT_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={status === shipment.shipmentStatus || update.isPending}
            >
              Update
            </Button>
          </form>
        )}
      </div>
    </li>
  );
}
