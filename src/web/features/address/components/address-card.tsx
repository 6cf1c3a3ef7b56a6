import { useId } from 'react';
import { MapPin, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import type { Address } from '@shared/schemas/address';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { countryName } from '../lib/country-name';

interface AddressCardProps {
  address: Address;
  onEdit(): void;
  onDelete(): void;
  onSetDefault(): void;
  /** 'Set as default' for this card is running. */
  settingDefault?: boolean;
}

/** One saved address with its actions; a non-default one can be made the default. */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, settingDefault = false }: AddressCardProps) {
  const nameId = useId();
  const {
    fullName,
    phoneNumber,
    addressLine1,
    addressLine2,
    city,
    stateOrProvince,
    postalCode,
    countryCode,
    isDefault,
  } = address;

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white/60 p-4 transition-colors md:p-5',
        isDefault ? 'border-ink' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={nameId} className="text-base font-semibold break-words text-ink">
          {fullName}
        </h2>
        {isDefault && (
          <span className="shrink-0 rounded-full bg-ink px-2.5 py-1 text-[11px] leading-none font-semibold tracking-wide text-canvas uppercase">
            Default
          </span>
        )}
      </div>

      <address className="mt-3 flex-1 space-y-2 text-sm text-ink-soft not-italic">
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
          <span className="sr-only">Phone: </span>
          {phoneNumber}
        </p>
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted" />
          <span className="min-w-0 break-words">
            {addressLine1}
            {addressLine2 && (
              <>
                <br />
                {addressLine2}
              </>
            )}
            <br />
            {city}, {stateOrProvince} {postalCode}
            <br />
            {countryName(countryCode)}
          </span>
        </p>
      </address>

      <div className="mt-5 flex flex-wrap items-center gap-0.5 border-t border-line pt-3">
        <Button variant="ghost" size="sm" className="px-2.5" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" className="px-2.5" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
        {!isDefault && (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto px-3"
            onClick={onSetDefault}
            disabled={settingDefault}
            aria-busy={settingDefault || undefined}
          >
            <Star aria-hidden="true" className="size-4" />
            Set as default
          </Button>
        )}
      </div>
    </article>
  );
}
