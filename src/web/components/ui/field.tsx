import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** What the control inside a `Field` must carry so its label and message are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Marks the label with an asterisk, hidden from assistive tech (the control says `required`). */
  required?: boolean;
  /** Shown under the control and tied to it by aria-describedby: an error, or guidance. */
  message?: string;
  /** Passed to the control's aria-invalid as given (`undefined` leaves the attribute off). */
  invalid?: boolean;
  className?: string;
  messageClassName?: string;
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control with its message underneath, wired for assistive tech. */
export function Field({
  label,
  required = false,
  message,
  invalid,
  className,
  messageClassName,
  children,
}: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={messageClassName}>
          {message}
        </p>
      )}
    </div>
  );
}
