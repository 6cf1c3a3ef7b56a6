import { Check, CreditCard, ShoppingCart, Truck, type LucideIcon } from 'lucide-react';
import { WIDE_MEDIA_QUERY } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';

/** Cart and checkout have three steps, in this order. */
export const CHECKOUT_STEPS: readonly { title: string; icon: LucideIcon }[] = [
  { title: 'Shopping Cart', icon: ShoppingCart },
  { title: 'Delivery', icon: Truck },
  { title: 'Payment', icon: CreditCard },
];

export type CheckoutStep = 0 | 1 | 2;

/**
 * The three-step indicator shared by the cart (step 0) and checkout (step 2). Steps after the
 * active one are dimmed: their icons only, since dimmed labels fell to 2.3:1 contrast; icons
 * are 36px on wide screens and 24px otherwise. A step before the active one is ticked only when
 * it is really done: checkout names in `unfinished` the steps still owed (Delivery, until both
 * addresses are chosen), which keep their icon plain and say "(not completed)".
 */
export function CheckoutSteps({
  current,
  unfinished = [],
  className,
}: {
  current: CheckoutStep;
  unfinished?: readonly CheckoutStep[];
  className?: string;
}) {
  const iconSize = useMediaQuery(WIDE_MEDIA_QUERY) ? 36 : 24;
  return (
    <nav aria-label="Checkout steps" className={className}>
      <ol className="grid grid-cols-3">
        {CHECKOUT_STEPS.map(({ title, icon: Icon }, index) => {
          const state =
            index === current
              ? 'current'
              : index > current
                ? 'upcoming'
                : unfinished.includes(index as CheckoutStep)
                  ? 'unfinished'
                  : 'complete';
          return (
            <li
              key={title}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="relative flex flex-col items-center gap-2 text-center"
            >
              {index > 0 && (
                // Joins this step to the previous one, centre to centre, stopping short of both icons
                // (icon radius: 20px narrow, 28px wide, plus an 8px gap).
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-5 right-[calc(50%+28px)] left-[calc(-50%+28px)] h-px md:top-7 md:right-[calc(50%+36px)] md:left-[calc(-50%+36px)]',
                    index <= current && state !== 'unfinished' ? 'bg-ink' : 'bg-line',
                  )}
                />
              )}
              <span
                className={cn(
                  'relative grid place-items-center rounded-full p-2 md:p-2.5',
                  state === 'current' ? 'bg-accent text-accent-foreground' : 'bg-surface text-ink',
                  state === 'unfinished' && 'outline-2 outline-offset-2 outline-red-700 outline-dashed',
                  state === 'upcoming' && 'opacity-40',
                )}
              >
                <Icon aria-hidden="true" width={iconSize} height={iconSize} strokeWidth={1.6} />
                {state === 'complete' && (
                  <Check
                    aria-hidden="true"
                    className="absolute -right-1 -bottom-1 size-4 rounded-full bg-ink p-0.5 text-canvas md:size-5"
                  />
                )}
              </span>
              <span className={cn('text-xs md:text-sm', state === 'current' ? 'font-semibold text-ink' : 'text-muted')}>
                {title}
                {state === 'complete' && <span className="sr-only"> (completed)</span>}
                {state === 'unfinished' && <span className="sr-only"> (not completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
