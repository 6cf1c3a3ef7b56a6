import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptStaffInvitation } from '@shared/contract/console-staff';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { api } from '@web/lib/api-client';
import { consolePaths } from '../console-paths';
import { customerKey } from '@web/lib/react-query';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * The invitee's side of an invitation to the staff (`/admin/join`): signed in with the invited
 * address (a customer account will do, or a new one), they enter the mailed code and the console opens.
 */
export function StaffInvitationPage() {
  useDocumentTitle('Join the staff');
  const id = useId();
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: (verificationCode: string) => api.call(acceptStaffInvitation, { body: { verificationCode } }),
    onSuccess: async () => {
      // The profile now says staff: the console reads it afresh.
      await queryClient.invalidateQueries({ queryKey: customerKey('profile') });
      void navigate(consolePaths.dashboard());
    },
  });
  return (
    <main className="min-h-svh bg-canvas px-4 py-10 text-ink">
      <div className="mx-auto grid max-w-md gap-5">
        <h1 className="font-display text-3xl text-ink">Join the staff</h1>
        <p className="text-sm text-muted">
          Enter the six-digit code from the invitation mailed to the address you are signed in with.
        </p>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            accept.mutate(code);
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              Invitation code
            </label>
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              required
            />
          </div>
          <SubmitButton pending={accept.isPending}>Accept the invitation</SubmitButton>
        </form>
      </div>
    </main>
  );
}
