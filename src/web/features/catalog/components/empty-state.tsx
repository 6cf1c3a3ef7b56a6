import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** A page's main message is its h1 (not found); inside a page it is an h2. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  className?: string;
}

/** A centred message for "nothing here" and "not found" states, with optional actions below. */
export function EmptyState({ icon, title, headingLevel = 2, children, className }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cn('flex flex-col items-center px-6 py-16 text-center md:py-24', className)}>
      {icon && (
        <div
          aria-hidden="true"
          className="mb-5 flex size-16 items-center justify-center rounded-full bg-surface text-muted [&_svg]:size-7"
        >
          {icon}
        </div>
      )}
      <Heading className="font-display text-2xl text-ink md:text-3xl">{title}</Heading>
      {children && <div className="mt-3 flex max-w-md flex-col items-center gap-6 text-muted">{children}</div>}
    </section>
  );
}
