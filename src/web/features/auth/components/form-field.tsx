import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
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
  const message = error ? fieldErrorText(label, error.message) : hint;
  return (
    <Field
      label={label}
      required
      message={message}
      invalid={error ? true : undefined}
      messageClassName={cn('px-4 text-xs', error ? 'font-medium text-red-700' : 'text-muted')}
    >
      {(control) => (
        <Input
          {...control}
          required
          className={cn(error && 'border-red-700 focus-visible:border-red-700', className)}
          {...inputProps}
        />
      )}
    </Field>
  );
}
