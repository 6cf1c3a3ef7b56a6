import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { ApiError } from '@web/lib/api-client';
import { useSessionStore } from '@web/lib/store';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { resetPasswordWithLink } from '../api/password-reset';
import { NewPasswordFields } from '../components/new-password-fields';
import { useUnmountSignal } from '../hooks/use-unmount-signal';
import { newPasswordFormSchema } from '../lib/form-schemas';
import { showAtField } from '../lib/show-at-field';

/** The link's token, from the address's fragment (`#token=…`), which the browser never sends to a server. */
const tokenOf = (hash: string) => new URLSearchParams(hash.slice(1)).get('token') ?? '';

/**
 * Where the password reset link the shop mailed leads (an operator sent it from the console): the
 * customer sets a new password, and every device signed in to the account is signed out.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const { hash } = useLocation();
  const [token] = useState(() => tokenOf(hash));
  const [outcome, setOutcome] = useState<{ done: true } | { refused: string } | null>(null);
  useEffect(() => {
    // The token leaves the address bar (and so the history and a shared screen) once read.
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  return (
    <section className="mx-auto grid max-w-md gap-5 px-4 py-12 md:py-20">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink">Set a new password</h1>
      {outcome && 'done' in outcome ? (
        <Done message="Your password was changed. Sign in with your new password." />
      ) : !token || (outcome && 'refused' in outcome) ? (
        <Done
          message={`${outcome && 'refused' in outcome ? outcome.refused : 'This link is not complete.'} You can get a new code with "Forgot password?" in the sign-in dialog.`}
        />
      ) : (
        <NewPasswordForm token={token} onOutcome={setOutcome} />
      )}
    </section>
  );
}

function Done({ message }: { message: string }) {
  const setShowLogin = useSessionStore((state) => state.setShowLogin);
  return (
    <>
      <p role="status" className="text-ink">
        {message}
      </p>
      <Button size="lg" className="w-fit" onClick={() => setShowLogin(true)}>
        Sign in
      </Button>
    </>
  );
}

function NewPasswordForm({
  token,
  onOutcome,
}: {
  token: string;
  onOutcome: (outcome: { done: true } | { refused: string }) => void;
}) {
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const nextSignal = useUnmountSignal();
  const { handleSubmit, formState, setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  async function onSubmit({ password }: z.output<typeof newPasswordFormSchema>) {
    const signal = nextSignal();
    try {
      await resetPasswordWithLink({ linkToken: token, password }, { signal, silent: true });
    } catch (error) {
      if (signal.aborted) return;
      // A used, expired or unknown link ends the form; a weak password is shown at the field.
      if (error instanceof ApiError && error.status === 400 && /reset link/i.test(error.message)) {
        onOutcome({ refused: error.message });
      } else {
        showAtField(form, error, (message) => (/password/i.test(message) ? 'password' : null));
      }
      return;
    }
    if (!signal.aborted) onOutcome({ done: true });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <p className="text-sm text-muted">Every device signed in to your account will be signed out.</p>
      <NewPasswordFields form={form} passwordLabel="New Password" />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="mt-1 w-full">
        Set new password
      </SubmitButton>
    </form>
  );
}
