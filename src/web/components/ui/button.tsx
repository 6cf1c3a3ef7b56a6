import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@web/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-ink text-canvas hover:bg-ink-soft',
        accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
        outline: 'border border-line bg-transparent text-ink hover:border-ink hover:bg-surface',
        inverse: 'bg-canvas text-ink hover:bg-surface',
        'outline-inverse': 'border border-white/70 text-white hover:bg-white/10',
        ghost: 'text-ink hover:bg-surface',
        link: 'rounded-none px-0 text-ink underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4',
        md: 'h-11 px-6',
        lg: 'h-12 px-8 text-base',
        icon: 'size-10 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** For links that look like buttons, put `buttonVariants()` on the <Link> itself. */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form submits it; make that opt-in.
      type={type ?? 'button'}
      {...props}
    />
  );
}
