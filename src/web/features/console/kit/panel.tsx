import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** A titled block of a detail page (items, refund, timeline…), with its actions on the right. */
export function Panel({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={cn('rounded-xl border border-line bg-white/60 p-4 md:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
