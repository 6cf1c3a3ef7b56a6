import type { ReactNode } from 'react';
import type { Address } from '@shared/schemas/address';
import { Panel } from './panel';

/** What an order's address and a saved address have in common: enough to post a parcel. */
type PostalAddress = Pick<
  Address,
  | 'fullName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'stateOrProvince'
  | 'postalCode'
  | 'countryCode'
  | 'phoneNumber'
>;

/** An address as a block, the way it is written on a parcel, under its title. */
export function AddressPanel({
  title,
  address: a,
  actions,
}: {
  title: string;
  address: PostalAddress;
  actions?: ReactNode;
}) {
  return (
    <Panel title={title} actions={actions}>
      <address className="text-sm leading-relaxed not-italic">
        {a.fullName}
        <br />
        {a.addressLine1}
        {a.addressLine2 && (
          <>
            <br />
            {a.addressLine2}
          </>
        )}
        <br />
        {a.city}, {a.stateOrProvince} {a.postalCode}
        <br />
        {a.countryCode} · {a.phoneNumber}
      </address>
    </Panel>
  );
}
