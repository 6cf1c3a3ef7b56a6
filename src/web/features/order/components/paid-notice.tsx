import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { useSessionStore } from '@web/lib/store';

/**
 * The moment after paying: thanks, with the order's number, and what happens next. It takes the
 * focus (so a screen reader says it, and Tab goes on to the highlighted order).
 */
export function PaidNotice({ orderNumber }: { orderNumber: string }) {
  const email = useSessionStore((state) => state.user?.email);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="paid-notice"
      className="mt-6 flex gap-3 rounded-2xl border border-emerald-700/30 bg-emerald-50 p-4 text-emerald-950 md:p-5"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
      <div>
        <h2 id="paid-notice" ref={heading} tabIndex={-1} className="font-semibold outline-none">
          Thank you — order {orderNumber} is paid
        </h2>
        <p className="mt-1 text-sm">
          {email ? (
            <>
              A confirmation is on its way to <span className="font-medium [overflow-wrap:anywhere]">{email}</span>.
            </>
          ) : (
            'A confirmation is on its way to your email.'
          )}{' '}
          We pack it next and email you again when it ships, with its tracking number; until then it shows Not shipped
          below.
        </p>
      </div>
    </section>
  );
}
