import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The dialog's submit: locked while its request runs (SPEC §4), with a spinner that says why. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </Button>
  );
}
