import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toastSuccess } from '@web/lib/toast';
import type { LoginRequest } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { loginFormSchema } from '../lib/form-schemas';
import { signInWithPassword } from '../lib/session';
import { ModeLink } from './mode-link';

export interface LoginFormProps {
  /** The email to start with (the account just registered); empty for a blank form. */
  loginId?: string;
  onSignedIn: () => void;
  onRegister: () => void;
  onForgot?: () => void;
}

export function LoginForm({ loginId = '', onSignedIn, onRegister, onForgot }: LoginFormProps) {
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { loginId, password: '' },
  });
  const nextSignal = useUnmountSignal();

  // Radix focuses the first field when the dialog opens, but not when the mode changes under it.
  const { handleSubmit, setFocus, formState } = form;
  // With the email already there, the password is what is left to type.
  useEffect(() => setFocus(loginId ? 'password' : 'loginId'), [setFocus, loginId]);

  async function onSubmit(credentials: LoginRequest) {
    const signal = nextSignal();
    try {
      await signInWithPassword(credentials, signal);
    } catch {
      // The API client already toasted the reason; a cancelled request has nothing to say.
      return;
    }
    toastSuccess('Login success');
    onSignedIn();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field form={form} name="loginId" label="Email" required>
        {(control) => <Input type="email" autoComplete="username" {...control} />}
      </Field>
      <Field form={form} name="password" label="Password" required>
        {(control) => <Input type="password" autoComplete="current-password" {...control} />}
      </Field>
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Login
      </SubmitButton>
      {onForgot && <ModeLink question="Can't sign in?" action="Forgot password?" onClick={onForgot} />}
      <ModeLink question="Don't have account?" action="Go register" onClick={onRegister} />
    </form>
  );
}
