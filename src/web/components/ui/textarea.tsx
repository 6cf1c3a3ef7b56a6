import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { controlInvalid } from './input';

export function Textarea({ className, rows = 2, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'min-h-16 w-full resize-y rounded-xl border border-line bg-white/70 px-3.5 py-2.5 text-sm text-ink placeholder:text-muted transition-colors',
        // A ring, not only a darker border: the focus must show at a glance (WCAG 2.4.7).
        'focus-visible:border-ink focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50',
        controlInvalid,
        className,
      )}
      {...props}
    />
  );
}
