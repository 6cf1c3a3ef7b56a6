import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The h2 that opens each block below the product (description, comments, related products). */
export function SectionHeading({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={cn('font-display text-2xl font-semibold tracking-tight text-ink md:text-3xl', className)}>
      {children}
    </h2>
  );
}
