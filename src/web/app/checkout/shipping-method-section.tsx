import { useId } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Truck } from 'lucide-react';
import type { ShippingMethodChoice } from '@shared/schemas/shipping';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { deliveryDaysText } from '@web/features/cart';

interface ShippingMethodSectionProps {
  /** Undefined while the choices for the address are asked for. */
  methods: ShippingMethodChoice[] | undefined;
  failed: boolean;
  onRetry(): void;
  /** No shipping address chosen yet: nothing to choose between. */
  noAddress: boolean;
  value: number | null;
  onChange(shippingMethodId: number): void;
}

/**
 * The ways the order can be delivered to the chosen shipping address, cheapest first, each with
 * its price and delivery time; one is always chosen (the cheapest, until the shopper picks
 * another). An address no zone covers has no choices: its section says so (and Confirm refuses).
 */
export function ShippingMethodSection({
  methods,
  failed,
  onRetry,
  noAddress,
  value,
  onChange,
}: ShippingMethodSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-xl text-ink md:text-2xl">
        Shipping Method
      </h2>
      <div className="mt-3">
        {noAddress ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
            Choose a shipping address to see how it can be delivered.
          </p>
        ) : failed ? (
          <LoadError layout="inline" message="We couldn't load the delivery options." onRetry={onRetry} />
        ) : !methods ? (
          <Skeleton className="h-24 rounded-2xl" />
        ) : methods.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
            None for this address: choose another shipping address above.
          </p>
        ) : (
          <RadioGroup.Root
            aria-labelledby={headingId}
            value={value === null ? undefined : String(value)}
            onValueChange={(next) => onChange(Number(next))}
            className="grid gap-2"
          >
            {methods.map((method) => (
              <RadioGroup.Item
                key={method.shippingMethodId}
                value={String(method.shippingMethodId)}
                className={cn(
                  'group flex w-full cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white/60 p-4 text-left transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-accent',
                  'data-[state=checked]:border-ink data-[state=checked]:bg-white',
                )}
              >
                <span
                  aria-hidden="true"
                  className="grid size-5 shrink-0 place-items-center rounded-full border border-ink/60 group-data-[state=checked]:border-ink"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-ink" />
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold text-ink">{method.name}</span>
                  <span className="flex items-center gap-1.5 text-sm text-ink-soft">
                    <Truck aria-hidden="true" className="size-3.5 shrink-0" />
                    Delivered within {deliveryDaysText(method.deliveryDays)}
                  </span>
                </span>
                <span className="shrink-0 font-medium text-ink tabular-nums">
                  {method.price === 0 ? 'Free' : formatMoney(method.price)}
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        )}
      </div>
    </section>
  );
}
