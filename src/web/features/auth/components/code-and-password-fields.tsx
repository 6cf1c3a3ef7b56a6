import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { confirmFormSchema } from '../lib/form-schemas';
import { NewPasswordFields } from './new-password-fields';

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
      <NewPasswordFields form={form} passwordLabel={passwordLabel} />
    </>
  );
}
