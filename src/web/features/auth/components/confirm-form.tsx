import type { z } from 'zod';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toastError, toastSuccess } from '@web/lib/toast';
import { tokenStorage } from '@web/lib/token-storage';
import { signUp } from '../api/sign-up';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { confirmFormSchema } from '../lib/form-schemas';
import { codeOrPasswordField, markAtField } from '../lib/show-at-field';
import { CodeAndPasswordFields, useCodeAndPasswordForm } from './code-and-password-fields';
import { ModeLink } from './mode-link';

export interface ConfirmFormProps {
  onRegistered: () => void;
  /** No stored sign-up token, or the shopper asked for a new code: back to the register form. */
  onRegister: () => void;
}

export function ConfirmForm({ onRegistered, onRegister }: ConfirmFormProps) {
  const form = useCodeAndPasswordForm();
  const nextSignal = useUnmountSignal();
  const { handleSubmit, formState } = form;

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
    } catch (error) {
      // Toasted by the API client (wrong or expired code, a weak password, …), and kept at its field.
      if (!signal.aborted) markAtField(form, error, codeOrPasswordField);
      return;
    }
    if (signal.aborted) return;
    tokenStorage.setSignUpToken(null);
    toastSuccess('Register success, please login');
    onRegistered();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <CodeAndPasswordFields form={form} passwordLabel="Password" />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Create account
      </SubmitButton>
      <ModeLink question="Haven't received the code?" action="Resend" onClick={onRegister} />
    </form>
  );
}
