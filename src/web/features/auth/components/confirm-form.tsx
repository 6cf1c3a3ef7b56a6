import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toastError, toastSuccess } from '@web/lib/toast';
import { tokenStorage } from '@web/lib/token-storage';
import { signUp } from '../api/sign-up';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { confirmFormSchema } from '../lib/form-schemas';
import { ModeLink } from './mode-link';

export interface ConfirmFormProps {
  onRegistered: () => void;
  /** No stored sign-up token, or the shopper asked for a new code: back to the register form. */
  onRegister: () => void;
}

export function ConfirmForm({ onRegistered, onRegister }: ConfirmFormProps) {
  const form = useForm({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { verificationCode: '', password: '', confirmPassword: '' },
  });
  const nextSignal = useUnmountSignal();

  const { handleSubmit, setFocus, formState } = form;
  useEffect(() => setFocus('verificationCode'), [setFocus]);

  async function onSubmit({ verificationCode, password }: z.output<typeof confirmFormSchema>) {
    const signUpToken = tokenStorage.getSignUpToken();
    if (!signUpToken) {
      // Our own error, not the server's: toasted at top-center like the API client's.
      toastError('Please sign up first');
      onRegister();
      return;
    }
    const signal = nextSignal();
    try {
      await signUp({ verificationCode, password, signUpToken }, { signal });
    } catch {
      return; // toasted by the API client (wrong or expired code, …)
    }
    if (signal.aborted) return;
    tokenStorage.setSignUpToken(null);
    toastSuccess('Register success, please login');
    onRegistered();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
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
        label="Password"
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
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Create account
      </SubmitButton>
      <ModeLink question="Haven't received the code?" action="Resend" onClick={onRegister} />
    </form>
  );
}
