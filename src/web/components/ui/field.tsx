import { useId, type ReactNode } from 'react';
import {
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '@web/lib/cn';

/** Everything the control inside a `Field` spreads: its registration and its accessibility wiring. */
export interface FieldControlProps<TName extends string = string> extends UseFormRegisterReturn<TName> {
  id: string;
  required: boolean | undefined;
  /** Only ever `true`: a valid control carries no aria-invalid at all. */
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TParsed> {
  /** The form's `useForm()` result. */
  form: Pick<UseFormReturn<TValues, unknown, TParsed>, 'register' | 'control' | 'getFieldState'>;
  name: TName;
  label: string;
  /** Marks the label with an asterisk, hidden from assistive tech (the control says `required`). */
  required?: boolean;
  /** Guidance under the control until there is an error to show instead. */
  hint?: string;
  /** Passed to `register` (for example `deps` to re-check another field). */
  rules?: RegisterOptions<TValues, TName>;
  className?: string;
  children(control: FieldControlProps<TName>): ReactNode;
}

/**
 * "Email" + "is required" → "Email is required": the shared schemas' messages are predicates that
 * follow the field's label; a message that is already a sentence is shown as it is.
 */
export function fieldErrorText(label: string, message: string | undefined): string {
  if (!message) return `${label} is invalid`;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/**
 * One labelled form control bound to react-hook-form: label (with the asterisk when required),
 * the control itself (rendered by `children` from the props it must spread), and its error or
 * hint underneath, tied to it by aria-describedby so it is read with it.
 *
 * ```tsx
 * <Field form={form} name="email" label="Email" required>
 *   {(control) => <Input type="email" autoComplete="email" {...control} />}
 * </Field>
 * ```
 */
export function Field<TValues extends FieldValues, TName extends FieldPath<TValues>, TParsed>({
  form,
  name,
  label,
  required,
  hint,
  rules,
  className,
  children,
}: FieldProps<TValues, TName, TParsed>) {
  const id = useId();
  // Subscribes this field alone to its own error, so typing elsewhere does not re-render it.
  const formState = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, formState);
  const message = error ? fieldErrorText(label, error.message) : hint;

  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      message={message}
      invalid={!!error}
      // The server's refusal arrives after the submit, away from the typing: said aloud as it appears.
      announce={error?.type === 'server'}
      className={className}
    >
      {children({
        ...form.register(name, rules),
        id,
        required: required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? fieldMessageId(id) : undefined,
      })}
    </FieldFrame>
  );
}

/** The id of the error or hint under the control `id`, for its aria-describedby. */
export const fieldMessageId = (id: string) => `${id}-message`;

/**
 * The layout every labelled control shares, for controls `Field` cannot register (a controlled
 * input): label for `id` (with the asterisk when required), the control, and its error or hint
 * underneath with the id `fieldMessageId(id)`.
 */
export function FieldFrame({
  id,
  label,
  required,
  message,
  invalid,
  announce = false,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  message: string | undefined;
  /** The message is an error, not a hint. */
  invalid: boolean;
  /** Read out as soon as it appears (role="alert"): a refusal that came back from the server. */
  announce?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        )}
      </label>
      {children}
      {message && (
        <p
          // A new element when it turns into an alert: a changed role alone is not reliably read out.
          key={announce ? 'alert' : 'message'}
          id={fieldMessageId(id)}
          role={announce ? 'alert' : undefined}
          className={cn('text-xs leading-snug', invalid ? 'font-medium text-red-700' : 'text-muted')}
        >
          {message}
        </p>
      )}
    </div>
  );
}
