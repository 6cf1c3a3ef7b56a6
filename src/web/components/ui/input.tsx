import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** Shared by Input and Textarea: a control shows its own invalid state from `aria-invalid`. */
export const controlInvalid =
  'aria-invalid:border-red-700 aria-invalid:bg-red-50/60 aria-invalid:focus-visible:border-red-700';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-full border border-line bg-white/70 px-4 text-sm text-ink placeholder:text-muted transition-colors',
        // A ring, not only a darker border: the focus must show at a glance (WCAG 2.4.7).
        'focus-visible:border-ink focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50',
        controlInvalid,
        className,
      )}
      {...props}
    />
  );
}
