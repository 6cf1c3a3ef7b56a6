import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { LoginRequest } from '@shared/schemas/auth';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { loginFormSchema } from '../lib/form-schemas';
import { signInWithPassword } from '../lib/session';
import { FormField } from './form-field';
import { ModeLink } from './mode-link';
import { SubmitButton } from './submit-button';

export function LoginForm({ onSignedIn, onRegister }: { onSignedIn: () => void; onRegister: () => void }) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { loginId: '', password: '' },
  });
  const nextSignal = useUnmountSignal();

  // Radix focuses the first field when the dialog opens, but not when the mode changes under it.
  useEffect(() => setFocus('loginId'), [setFocus]);

  async function onSubmit(credentials: LoginRequest) {
    const signal = nextSignal();
    try {
      await signInWithPassword(credentials, signal);
    } catch {
      // The API client already toasted the reason; a cancelled request has nothing to say.
      return;
    }
    toast.success('Login success');
    onSignedIn();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        label="Email"
        type="email"
        autoComplete="username"
        error={formState.errors.loginId}
        {...register('loginId')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password}
        {...register('password')}
      />
      <SubmitButton pending={formState.isSubmitting}>Login</SubmitButton>
      <ModeLink question="Don't have account?" action="Go register" onClick={onRegister} />
    </form>
  );
}
