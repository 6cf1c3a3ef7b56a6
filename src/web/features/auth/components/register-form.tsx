import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toastSuccess } from '@web/lib/toast';
import type { SignUpTokenRequest } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { tokenStorage } from '@web/lib/token-storage';
import { requestSignUpToken } from '../api/request-sign-up-token';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { registerFormSchema } from '../lib/form-schemas';
import { markAtField } from '../lib/show-at-field';
import { ModeLink } from './mode-link';

export function RegisterForm({ onCodeSent, onLogin }: { onCodeSent: (email: string) => void; onLogin: () => void }) {
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '' },
  });
  const nextSignal = useUnmountSignal();

  const { handleSubmit, setFocus, formState } = form;
  useEffect(() => setFocus('email'), [setFocus]);

  async function onSubmit({ email }: SignUpTokenRequest) {
    const signal = nextSignal();
    let signUpToken: string;
    try {
      ({ signUpToken } = await requestSignUpToken({ email }, { signal }));
    } catch (error) {
      // Toasted by the API client (already registered, too many attempts, …); one about the
      // email (registered, refused) stays at the field too.
      if (!signal.aborted) markAtField(form, error, (message) => (/email/i.test(message) ? 'email' : null));
      return;
    }
    if (signal.aborted) return;
    // Kept in localStorage so a reload between the mail and the code loses nothing.
    tokenStorage.setSignUpToken(signUpToken);
    toastSuccess('Please check your email for verification code');
    onCodeSent(email);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field form={form} name="email" label="Email" required>
        {(control) => <Input type="email" autoComplete="email" {...control} />}
      </Field>
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Send verification code
      </SubmitButton>
      <ModeLink question="Already have an account?" action="Go login" onClick={onLogin} />
    </form>
  );
}
