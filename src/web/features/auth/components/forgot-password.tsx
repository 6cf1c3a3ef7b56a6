import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toastSuccess } from '@web/lib/toast';
import { requestResetToken, resetPassword } from '../api/password-reset';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { confirmFormSchema, registerFormSchema } from '../lib/form-schemas';
import { codeOrPasswordField, showAtField } from '../lib/show-at-field';
import { CodeAndPasswordFields, useCodeAndPasswordForm } from './code-and-password-fields';
import { ModeLink } from './mode-link';

/** Step one: the address; a code goes to it if it has an account (the answer is the same either way). */
export function ForgotForm({
  onCodeSent,
  onLogin,
}: {
  onCodeSent: (email: string, token: string) => void;
  onLogin: () => void;
}) {
  const form = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: { email: '' } });
  const nextSignal = useUnmountSignal();
  const { handleSubmit, setFocus, formState } = form;
  useEffect(() => setFocus('email'), [setFocus]);

  async function onSubmit({ email }: z.output<typeof registerFormSchema>) {
    const signal = nextSignal();
    let resetToken: string;
    try {
      ({ resetToken } = await requestResetToken({ email }, { signal }));
    } catch {
      return; // toasted by the API client (too many attempts, …)
    }
    if (signal.aborted) return;
    toastSuccess('If this address has an account, a code is on its way');
    onCodeSent(email, resetToken);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field form={form} name="email" label="Email" required>
        {(control) => <Input type="email" autoComplete="email" {...control} />}
      </Field>
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Send code
      </SubmitButton>
      <ModeLink question="Remembered it?" action="Go login" onClick={onLogin} />
    </form>
  );
}

/** Step two: the mailed code and a new password; then back to login with the email filled in. */
export function ResetForm({
  resetToken,
  onReset,
  onResend,
}: {
  resetToken: string;
  onReset: () => void;
  onResend: () => void;
}) {
  const form = useCodeAndPasswordForm();
  const nextSignal = useUnmountSignal();
  const { handleSubmit, formState } = form;

  async function onSubmit({ verificationCode, password }: z.output<typeof confirmFormSchema>) {
    const signal = nextSignal();
    try {
      await resetPassword({ resetToken, verificationCode, password }, { signal, silent: true });
    } catch (error) {
      if (!signal.aborted) showAtField(form, error, codeOrPasswordField);
      return;
    }
    if (signal.aborted) return;
    toastSuccess('Your password was changed, please login');
    onReset();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <CodeAndPasswordFields form={form} passwordLabel="New Password" />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Set new password
      </SubmitButton>
      <ModeLink question="Haven't received the code?" action="Resend" onClick={onResend} />
    </form>
  );
}
