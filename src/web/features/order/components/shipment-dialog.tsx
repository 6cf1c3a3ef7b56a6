import type { ReactNode } from 'react';
import { ExternalLink, Truck } from 'lucide-react';
import { SHIPMENT_STATUS_LABELS, type Shipment } from '@shared/schemas/order';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';

/** 'Check Shipment': carrier, tracking number (linked when the carrier is known) and status. */
export function ShipmentDialog({ shipment, itemName }: { shipment: Shipment; itemName: string }) {
  const rows: [string, ReactNode][] = [
    ['Carrier', shipment.carrierName],
    ['Tracking number', <TrackingNumber shipment={shipment} />],
    ['Status', SHIPMENT_STATUS_LABELS[shipment.shipmentStatus]],
  ];
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
      </DialogContent>
    </Dialog>
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
