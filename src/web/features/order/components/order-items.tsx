import type { ReactNode } from 'react';
import type { OrderItem } from '@shared/schemas/order';
import { formatMoney } from '@web/lib/money';

const ADDON_KINDS: Record<string, string> = { color: 'Color', size: 'Size', ship: 'Shipping', accessory: 'Accessory' };

interface OrderItemsProps {
  items: OrderItem[];
  /** What can be done with an item after the sale (shipment, review). */
  actionsOf?(item: OrderItem): ReactNode;
}

/**
 * Order Items: per item, picture, name, price and add-ons, from the order's snapshot, and what
 * became of its units since: cancelled by the shop before shipping, or refunded.
 */
export function OrderItems({ items, actionsOf }: OrderItemsProps) {
  return (
    <ul aria-label="Order items" className="divide-y divide-line border-y border-line">
      {items.map((item) => {
        const actions = actionsOf?.(item);
        return (
          <li key={item.orderItemId}>
            <article aria-label={item.inventoryName} className="flex gap-4 py-4 md:gap-6">
              <img
                src={item.coverPath}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-xl bg-surface object-cover md:size-20"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <div className="flex min-w-0 flex-col gap-1 md:flex-row md:items-start md:justify-between md:gap-6">
                  <div className="min-w-0 space-y-1">
                    <h2 className="text-[15px] leading-snug font-medium text-ink md:text-base">{item.inventoryName}</h2>
                    {item.addons.length > 0 && (
                      <ul aria-label="Add-ons" className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted">
                        {item.addons.map((addon) => (
                          <li key={`${addon.addonType}-${addon.name}`}>
                            {ADDON_KINDS[addon.addonType] ?? addon.addonType}: {addon.name}
                          </li>
                        ))}
                      </ul>
                    )}
                    <p className="text-sm text-muted tabular-nums">
                      {item.qty} × {formatMoney(item.unitPrice)}
                    </p>
                    <AfterSaleNote item={item} />
                  </div>
                  <p className="font-semibold text-ink tabular-nums md:text-right">
                    <span className="sr-only">Price </span>
                    {formatMoney(item.price)}
                  </p>
                </div>
                {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** "1 of 2 cancelled", "Refunded": units the shop cancelled (never shipped) apart from those refunded. */
function AfterSaleNote({ item }: { item: OrderItem }) {
  const cancelled = item.cancelledQty;
  const refunded = item.refundedQty - cancelled;
  const part = (units: number, what: string) =>
    units === item.qty ? what.charAt(0).toUpperCase() + what.slice(1) : `${units} of ${item.qty} ${what}`;
  const notes = [cancelled > 0 && part(cancelled, 'cancelled'), refunded > 0 && part(refunded, 'refunded')].filter(
    (note): note is string => Boolean(note),
  );
  if (notes.length === 0) return null;
  return <p className="text-sm font-medium text-ink-soft">{notes.join(' · ')}</p>;
}
