import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { toastError } from '@web/lib/toast';
import { tokenStorage } from '@web/lib/token-storage';
import { signUp } from '../api/sign-up';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { confirmFormSchema } from '../lib/form-schemas';
import { FormField } from './form-field';
import { ModeLink } from './mode-link';
import { SubmitButton } from './submit-button';

export interface ConfirmFormProps {
  onRegistered: () => void;
  /** No stored sign-up token, or the shopper asked for a new code: back to the register form. */
  onRegister: () => void;
}

export function ConfirmForm({ onRegistered, onRegister }: ConfirmFormProps) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { verificationCode: '', password: '', confirmPassword: '' },
  });
  const nextSignal = useUnmountSignal();

  useEffect(() => setFocus('verificationCode'), [setFocus]);

  async function onSubmit({ verificationCode, password }: z.output<typeof confirmFormSchema>) {
    const signUpToken = tokenStorage.getSignUpToken();
    if (!signUpToken) {
      // SPEC §5/§8: the product's own error, at top-center like the API client's.
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
    toast.success('Register success, please login');
    onRegistered();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6-digit code"
        className="tracking-[0.3em] placeholder:tracking-normal"
        error={formState.errors.verificationCode}
        {...register('verificationCode')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={formState.errors.password}
        // Re-checks the match as soon as either password changes after a first submit.
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={formState.isSubmitting}>Create account</SubmitButton>
      <ModeLink question="Haven't received the code?" action="Resend" onClick={onRegister} />
    </form>
  );
}
