import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema, loginPasswordSchema, newPasswordSchema, verificationCodeSchema } from '@shared/schemas/auth';
import { PASSWORD_MIN_LENGTH, type Profile } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { showAtField, useLogout } from '@web/features/auth';
import { useSessionStore } from '@web/lib/store';
import { toastSuccess } from '@web/lib/toast';
import {
  changeEmail,
  changePassword,
  closeMyAccount,
  confirmEmail,
  downloadMyData,
  signOutOtherDevices,
} from '../api/account-security';

const required = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().min(1, 'is required').pipe(schema);
const isPassword = (message: string) => /password/i.test(message);

const emailFormSchema = z.object({ newEmail: required(emailSchema), password: loginPasswordSchema });
const codeFormSchema = z.object({ verificationCode: required(verificationCodeSchema) });
const passwordFormSchema = z.object({ currentPassword: loginPasswordSchema, newPassword: required(newPasswordSchema) });
const closeFormSchema = z.object({ password: loginPasswordSchema });

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 md:mt-14">
      <h2 id={id} className="font-display text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h2>
      <div className="mt-4 max-w-md">{children}</div>
    </section>
  );
}

/** Moves the focus when `on` changes (never on the first render): to `onEnter` or `onLeave`'s target. */
function useFocusOnSwitch(on: boolean, onEnter: () => void, onLeave: () => void) {
  const seen = useRef(on);
  useEffect(() => {
    if (seen.current === on) return;
    seen.current = on;
    if (on) onEnter();
    else onLeave();
  });
}

/** Email: the new address gets a code; once confirmed, the login switches to it. */
export function EmailSection({ user }: { user: Profile }) {
  const setUser = useSessionStore((state) => state.setUser);
  const [pending, setPending] = useState('');
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { newEmail: '', password: '' } });
  const codeForm = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { verificationCode: '' } });
  // One form replaces the other: focus follows, so a keyboard user is not left on a removed button.
  useFocusOnSwitch(
    pending !== '',
    () => codeForm.setFocus('verificationCode'),
    () => form.setFocus('newEmail'),
  );

  async function ask(values: z.output<typeof emailFormSchema>) {
    try {
      await changeEmail(values);
    } catch (error) {
      showAtField(form, error, (message) => (isPassword(message) ? 'password' : 'newEmail'));
      return;
    }
    setPending(values.newEmail);
    toastSuccess(`We sent a code to ${values.newEmail}`);
  }
  async function confirm({ verificationCode }: z.output<typeof codeFormSchema>) {
    try {
      setUser(await confirmEmail(verificationCode));
    } catch (error) {
      showAtField(codeForm, error, () => 'verificationCode');
      return;
    }
    setPending('');
    form.reset();
    toastSuccess('Your email was changed');
  }

  return (
    <Section id="account-email" title="Email">
      <p className="text-sm text-muted">
        You sign in with <span className="font-medium text-ink [overflow-wrap:anywhere]">{user.email}</span>.
      </p>
      {pending ? (
        <form noValidate onSubmit={codeForm.handleSubmit(confirm)} className="mt-4 grid gap-3">
          <p className="text-sm">
            Enter the code we sent to <span className="font-medium [overflow-wrap:anywhere]">{pending}</span>.
          </p>
          <Field form={codeForm} name="verificationCode" label="Verification Code" required>
            {(control) => <Input inputMode="numeric" autoComplete="one-time-code" {...control} />}
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={codeForm.formState.isSubmitting}>Confirm new email</SubmitButton>
            <Button type="button" variant="outline" onClick={() => setPending('')}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(ask)} className="mt-4 grid gap-3">
          <Field form={form} name="newEmail" label="New email" required>
            {(control) => <Input type="email" autoComplete="email" {...control} />}
          </Field>
          <Field form={form} name="password" label="Current password" required>
            {(control) => <Input type="password" autoComplete="current-password" {...control} />}
          </Field>
          <SubmitButton pending={form.formState.isSubmitting} variant="outline" className="justify-self-start">
            Send code to new email
          </SubmitButton>
        </form>
      )}
    </Section>
  );
}

/** Password: the other devices are signed out, this one stays. */
export function PasswordSection() {
  const form = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  async function submit(values: z.output<typeof passwordFormSchema>) {
    try {
      await changePassword(values);
    } catch (error) {
      showAtField(form, error, (message) => (message === 'Incorrect password' ? 'currentPassword' : 'newPassword'));
      return;
    }
    form.reset();
    toastSuccess('Your password was changed; your other devices were signed out');
  }
  return (
    <Section id="account-password" title="Password">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
        <Field form={form} name="currentPassword" label="Current password" required>
          {(control) => <Input type="password" autoComplete="current-password" {...control} />}
        </Field>
        <Field
          form={form}
          name="newPassword"
          label="New password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        >
          {(control) => <Input type="password" autoComplete="new-password" {...control} />}
        </Field>
        <SubmitButton pending={form.formState.isSubmitting} variant="outline" className="justify-self-start">
          Change password
        </SubmitButton>
      </form>
    </Section>
  );
}

/** Sign out on all other devices, download my data. */
export function DevicesAndDataSection() {
  const [busy, setBusy] = useState(false);
  async function signOutOthers() {
    setBusy(true);
    try {
      const { revoked } = await signOutOtherDevices();
      toastSuccess(revoked === 1 ? '1 other device was signed out' : `${revoked} other devices were signed out`);
    } catch {
      // toasted by the API client
    } finally {
      setBusy(false);
    }
  }
  async function download() {
    let data: unknown;
    try {
      data = await downloadMyData();
    } catch {
      return;
    }
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'my-shop-data.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <Section id="account-devices" title="Devices and data">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={signOutOthers} disabled={busy}>
          Sign out on all other devices
        </Button>
        <Button variant="outline" onClick={download}>
          Download my data
        </Button>
      </div>
    </Section>
  );
}

/** Close my account: a confirmation that names what is kept, and the password. */
export function CloseAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const { signOut } = useLogout();
  const form = useForm({ resolver: zodResolver(closeFormSchema), defaultValues: { password: '' } });
  const openButton = useRef<HTMLButtonElement>(null);
  useFocusOnSwitch(
    confirming,
    () => form.setFocus('password'),
    () => openButton.current?.focus(),
  );
  async function submit({ password }: z.output<typeof closeFormSchema>) {
    try {
      await closeMyAccount(password);
    } catch (error) {
      showAtField(form, error, () => 'password');
      return;
    }
    toastSuccess('Your account was closed');
    signOut();
  }
  return (
    <Section id="account-close" title="Close my account">
      {confirming ? (
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
          <div className="grid gap-2 text-sm">
            <p>Closing your account happens at once and cannot be undone:</p>
            <ul className="list-disc pl-5">
              <li>you can no longer sign in, and every device is signed out;</li>
              <li>your addresses, cart, notifications and unused photos are deleted;</li>
              <li>your reviews stay, signed &ldquo;Former customer&rdquo;;</li>
              <li>
                paid orders, their invoices and credit notes are kept for the shop&rsquo;s accounts, with the name and
                address printed on them.
              </li>
            </ul>
            <p>You can register again with the same email later.</p>
          </div>
          <Field form={form} name="password" label="Password" required>
            {(control) => <Input type="password" autoComplete="current-password" {...control} />}
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={form.formState.isSubmitting}>Close my account for good</SubmitButton>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <Button ref={openButton} variant="outline" onClick={() => setConfirming(true)}>
          Close my account
        </Button>
      )}
    </Section>
  );
}
