import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

const loadErrorVariants = cva('flex flex-col', {
  variants: {
    layout: {
      /** A page or region of its own: centred, full-size retry button. */
      block: 'items-center gap-4 text-center',
      /** Inside a section, aligned with its content: small retry button. */
      inline: 'items-start gap-3',
    },
  },
  defaultVariants: { layout: 'block' },
});

interface LoadErrorProps extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof loadErrorVariants> {
  /** What couldn't be loaded, e.g. "We couldn't load your cart." */
  message: string;
  onRetry(): void;
}

/** A query that failed: says what couldn't be loaded and offers "Try again". */
export function LoadError({ message, onRetry, layout, className, ...props }: LoadErrorProps) {
  return (
    <div className={cn(loadErrorVariants({ layout }), className)} {...props}>
      <p className="text-muted">{message}</p>
      <Button variant="outline" size={layout === 'inline' ? 'sm' : 'md'} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
