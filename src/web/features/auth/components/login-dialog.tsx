import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useSessionStore } from '@web/lib/store';
import { ConfirmForm } from './confirm-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ForgotForm, ResetForm } from './forgot-password';

export type LoginDialogMode = 'login' | 'register' | 'confirm' | 'forgot' | 'reset' | 'close';

const TITLES = {
  login: 'Login',
  register: 'Register',
  confirm: 'Verify your email',
  forgot: 'Forgot password?',
  reset: 'Choose a new password',
} as const;

/**
 * The login dialog: modes login, register, confirm, forgot (then reset) and close. It opens in login mode
 * when the global showLogin flag is set; closing it by any means (X, Escape, overlay, success)
 * sets the mode to close and clears the flag. Each mode's form mounts fresh, reset and unlocked,
 * every time its mode becomes visible; leaving a mode aborts its request.
 */
export function LoginDialog() {
  const showLogin = useSessionStore((state) => state.showLogin);
  const setShowLogin = useSessionStore((state) => state.setShowLogin);
  const [mode, setMode] = useState<LoginDialogMode>(showLogin ? 'login' : 'close');
  // The address the code went to, so the confirm step can say where to look.
  const [email, setEmail] = useState('');
  // Set once an account was just created: the login form starts with its email filled in.
  const [registered, setRegistered] = useState('');
  // The forgotten-password request's token, paired with the mailed code.
  const [resetToken, setResetToken] = useState('');

  // Follow the flag during render (React's "adjusting state when a prop changes"): no effect,
  // so the dialog never paints one frame in a stale mode.
  const [seenShowLogin, setSeenShowLogin] = useState(showLogin);
  if (showLogin !== seenShowLogin) {
    setSeenShowLogin(showLogin);
    setMode(showLogin ? 'login' : 'close');
    setRegistered('');
  }

  function close() {
    setMode('close');
    setShowLogin(false);
  }

  return (
    <Dialog open={mode !== 'close'} onOpenChange={(open) => !open && close()}>
      {mode !== 'close' && (
        <DialogContent className="p-6 sm:p-8">
          {/* Keyed by mode: the form below remounts, so it is reset and unlocked. */}
          <div key={mode} className="grid gap-6">
            <DialogHeader>
              <DialogTitle>{TITLES[mode]}</DialogTitle>
              <DialogDescription>
                {mode === 'login' && 'Welcome back. Sign in to check out and follow your orders.'}
                {mode === 'register' && 'Enter your email and we will send you a six-digit verification code.'}
                {mode === 'forgot' && 'Enter the email you sign in with and we will send you a six-digit code.'}
                {mode === 'reset' && (
                  <>
                    If <span className="font-medium text-ink [overflow-wrap:anywhere]">{email}</span> has an account, we
                    sent it a code. Enter it and choose a new password.
                  </>
                )}
                {mode === 'confirm' &&
                  (email ? (
                    <>
                      Enter the code we sent to{' '}
                      <span className="font-medium text-ink [overflow-wrap:anywhere]">{email}</span> and choose a
                      password.
                    </>
                  ) : (
                    'Enter the code from our email and choose a password.'
                  ))}
              </DialogDescription>
            </DialogHeader>
            {mode === 'login' && (
              <LoginForm
                loginId={registered}
                onSignedIn={close}
                onRegister={() => setMode('register')}
                onForgot={() => setMode('forgot')}
              />
            )}
            {mode === 'forgot' && (
              <ForgotForm
                onCodeSent={(address, token) => {
                  setEmail(address);
                  setResetToken(token);
                  setMode('reset');
                }}
                onLogin={() => setMode('login')}
              />
            )}
            {mode === 'reset' && (
              <ResetForm
                resetToken={resetToken}
                onReset={() => {
                  setRegistered(email);
                  setMode('login');
                }}
                onResend={() => setMode('forgot')}
              />
            )}
            {mode === 'register' && (
              <RegisterForm
                onCodeSent={(address) => {
                  setEmail(address);
                  setMode('confirm');
                }}
                onLogin={() => setMode('login')}
              />
            )}
            {mode === 'confirm' && (
              <ConfirmForm
                onRegistered={() => {
                  setRegistered(email);
                  setMode('login');
                }}
                onRegister={() => setMode('register')}
              />
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
