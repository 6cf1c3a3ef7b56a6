import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface FieldProps {
  label: string;
  /** The schema's readable message for this field, if any. */
  error?: string;
  className?: string;
  /** Receives the ids the control must carry so the label and the message are announced with it. */
  children(control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }): ReactNode;
}

/** A labelled control with its message underneath, wired for assistive tech. */
export function Field({ label, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-[13px] leading-snug text-accent">
          {error}
        </p>
      )}
    </div>
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
