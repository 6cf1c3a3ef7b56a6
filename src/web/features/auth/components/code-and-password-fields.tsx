import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { confirmFormSchema } from '../lib/form-schemas';

export type CodeAndPasswordForm = UseFormReturn<
  z.input<typeof confirmFormSchema>,
  unknown,
  z.output<typeof confirmFormSchema>
>;

/** The second step of sign-up and of a forgotten password: the mailed code and a new password, twice. */
export function useCodeAndPasswordForm(): CodeAndPasswordForm {
  const form = useForm({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { verificationCode: '', password: '', confirmPassword: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('verificationCode'), [setFocus]);
  return form;
}

export function CodeAndPasswordFields({ form, passwordLabel }: { form: CodeAndPasswordForm; passwordLabel: string }) {
  return (
    <>
      <Field form={form} name="verificationCode" label="Verification Code" required>
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6-digit code"
            className="tracking-[0.3em] placeholder:tracking-normal"
            {...control}
          />
        )}
      </Field>
      <Field
        form={form}
        name="password"
        label={passwordLabel}
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        // Re-checks the match as soon as either password changes after a first submit.
        rules={{ deps: ['confirmPassword'] }}
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </Field>
      <Field form={form} name="confirmPassword" label="Confirm Password" required>
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </Field>
    </>
  );
}
