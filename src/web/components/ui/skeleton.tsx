import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A loading placeholder; hidden from assistive tech, which gets the region's aria-busy instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface', className)} {...props} />;
}
