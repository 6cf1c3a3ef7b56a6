import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { controlInvalid } from './input';

export function Textarea({ className, rows = 2, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'min-h-16 w-full resize-y rounded-xl border border-line bg-white/70 px-3.5 py-2.5 text-sm text-ink placeholder:text-muted transition-colors',
        'focus-visible:border-ink focus-visible:bg-white focus-visible:outline-none disabled:opacity-50',
        controlInvalid,
        className,
      )}
      {...props}
    />
  );
}
