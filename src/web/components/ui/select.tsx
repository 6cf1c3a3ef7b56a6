import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '@web/components/icons/chevron-down-icon';
import { cn } from '@web/lib/cn';
import { controlInvalid } from './input';

/** A native select: the platform's own picker is the most usable one on phones. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-full border border-line bg-white/70 pr-9 pl-4 text-sm font-medium text-ink transition-colors hover:border-ink focus-visible:border-ink focus-visible:outline-none disabled:opacity-50',
          controlInvalid,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
