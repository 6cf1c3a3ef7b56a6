import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@web/app/providers';
import { useSessionStore } from '@web/lib/store';
import { LoginDialog } from '../components/login-dialog';

/** The dialog with the app's providers (toaster included), opened the way the app opens it. */
export function renderLoginDialog({ open = true }: { open?: boolean } = {}) {
  useSessionStore.setState({ showLogin: open });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <LoginDialog />
    </AppProviders>,
  );
  return { user, ...view };
}

const input = (element: HTMLElement) => element as HTMLInputElement;

export const fields = {
  email: () => input(screen.getByRole('textbox', { name: 'Email' })),
  // Password inputs have no role; their labels read "Password*" with the asterisk hidden.
  password: () => input(screen.getByLabelText(/^Password/)),
  confirmPassword: () => input(screen.getByLabelText(/^Confirm Password/)),
  code: () => input(screen.getByRole('textbox', { name: 'Verification Code' })),
};

/** The toast showing `text`, and where the toaster holding it sits. */
export async function findToast(text: string) {
  const toast = await screen.findByText(text);
  const toaster = toast.closest('[data-sonner-toaster]');
  return {
    toast,
    position: `${toaster?.getAttribute('data-y-position')}-${toaster?.getAttribute('data-x-position')}`,
  };
}
