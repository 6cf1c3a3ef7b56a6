import type { ComponentProps } from 'react';
import { Field as LabelledField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';

interface AddressFieldProps {
  label: string;
  /** The schema's readable message for this field, if any. */
  error?: string;
  className?: string;
  children: ComponentProps<typeof LabelledField>['children'];
}

/** The address form's field: the shared labelled field, always stating aria-invalid, with its error in the accent colour. */
export function Field({ label, error, className, children }: AddressFieldProps) {
  return (
    <LabelledField
      label={label}
      message={error}
      invalid={Boolean(error)}
      className={cn('content-start', className)}
      messageClassName="text-[13px] leading-snug text-accent"
    >
      {children}
    </LabelledField>
  );
}

const invalidRing = 'aria-invalid:border-accent aria-invalid:bg-accent-soft/40';

export function TextInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-xl border border-line bg-white/70 px-3.5 text-sm text-ink placeholder:text-muted transition-colors focus-visible:border-ink focus-visible:bg-white focus-visible:outline-none',
        invalidRing,
        className,
      )}
      {...props}
    />
  );
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={2}
      className={cn(
        'min-h-16 w-full resize-y rounded-xl border border-line bg-white/70 px-3.5 py-2.5 text-sm text-ink placeholder:text-muted transition-colors focus-visible:border-ink focus-visible:bg-white focus-visible:outline-none',
        invalidRing,
        className,
      )}
      {...props}
    />
  );
}
