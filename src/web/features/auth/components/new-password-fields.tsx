import type { Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password, twice: the end of sign-up, of a forgotten password (after the mailed code) and of
 * a reset link. Any form whose values hold the two fields may use it.
 */
export function NewPasswordFields<TValues extends NewPasswordValues, TParsed>({
  form,
  passwordLabel,
}: {
  form: UseFormReturn<TValues, unknown, TParsed>;
  passwordLabel: string;
}) {
  // react-hook-form cannot see that the two names are paths of every TValues the constraint allows.
  const password = 'password' as Path<TValues>;
  const confirmPassword = 'confirmPassword' as Path<TValues>;
  return (
    <>
      <Field
        form={form}
        name={password}
        label={passwordLabel}
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        // Re-checks the match as soon as either password changes after a first submit.
        rules={{ deps: [confirmPassword] }}
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </Field>
      <Field form={form} name={confirmPassword} label="Confirm Password" required>
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </Field>
    </>
  );
}
