import type { ReactNode } from 'react';
import { ExternalLink, Truck } from 'lucide-react';
import { SHIPMENT_STATUS_LABELS, type Shipment } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';

/**
 * 'Check Shipment': carrier, tracking number (linked when the carrier is known) and status of each
 * parcel holding the item; a line shipped in parts lists its parcels, each with its units.
 */
export function ShipmentDialog({ shipments, itemName }: { shipments: Shipment[]; itemName: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Truck aria-hidden="true" className="size-4" />
          Check Shipment
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Shipment</DialogTitle>
          <p className="text-sm text-muted">{itemName}</p>
        </DialogHeader>
        {shipments.map((shipment, i) => (
          <section
            key={shipment.shipmentId}
            aria-label={shipments.length > 1 ? parcelLabel(shipment, i, shipments.length) : undefined}
          >
            {shipments.length > 1 && (
              <h3 className="mb-2 text-sm font-semibold text-ink">{parcelLabel(shipment, i, shipments.length)}</h3>
            )}
            <ParcelFacts shipment={shipment} />
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}

const parcelLabel = (shipment: Shipment, i: number, of: number) =>
  `Parcel ${i + 1} of ${of}: ${shipment.qty} ${shipment.qty === 1 ? 'unit' : 'units'}`;

function ParcelFacts({ shipment }: { shipment: Shipment }) {
  const rows: [string, ReactNode][] = [
    ['Carrier', shipment.carrierName],
    ['Tracking number', <TrackingNumber shipment={shipment} />],
    ['Status', SHIPMENT_STATUS_LABELS[shipment.shipmentStatus]],
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white/60 px-4">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col gap-0.5 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <dt className="shrink-0 text-muted">{label}</dt>
          <dd className="min-w-0 font-medium break-all text-ink sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TrackingNumber({ shipment }: { shipment: Shipment }) {
  const number = <span className="font-mono tracking-wide">{shipment.trackingNumber}</span>;
  if (!shipment.trackingUrl) return number;
  return (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
    >
      {number}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
