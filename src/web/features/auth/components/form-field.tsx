import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { fieldErrorText } from '../lib/form-schemas';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: FieldError;
  /** Guidance shown under the field until there is an error to show instead. */
  hint?: string;
}

/**
 * A required field (SPEC §5: every field of the dialog is, marked with an asterisk). The asterisk
 * is hidden from assistive tech, which hears `required` instead; the error is tied to the input by
 * aria-describedby so it is read with it.
 */
export function FormField({ label, error, hint, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ? fieldErrorText(label, error.message) : hint;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-accent">
          *
        </span>
      </label>
      <Input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={cn(error && 'border-red-700 focus-visible:border-red-700', className)}
        {...inputProps}
      />
      {message && (
        <p id={messageId} className={cn('px-4 text-xs', error ? 'font-medium text-red-700' : 'text-muted')}>
          {message}
        </p>
      )}
    </div>
  );
}
