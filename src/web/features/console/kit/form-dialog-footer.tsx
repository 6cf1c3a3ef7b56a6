import type { ButtonProps } from '@web/components/ui/button';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { SubmitButton } from '@web/components/ui/submit-button';

interface FormDialogFooterProps {
  /** The form's request is running: the submit button is locked with a spinner. */
  pending: boolean;
  /** The submit button's words: what will happen ("Save zone"), never just "OK". */
  label: string;
  /** The button that closes the dialog without saving. */
  cancelLabel?: string;
  /** The submit button's look: `accent` for what cannot be taken back (approving a refund). */
  variant?: ButtonProps['variant'];
  /** The footer's layout, e.g. pinned under a dialog whose fields scroll. */
  className?: string;
  /**
   * Cancel is locked too while the request runs, for a dialog that waits for its answer before it
   * closes (the confirm dialog: an action half done must not look abandoned).
   */
  keepOpenWhilePending?: boolean;
}

/** A console form dialog's buttons: Cancel closes it, the submit button saves the form around it. */
export function FormDialogFooter({
  pending,
  label,
  cancelLabel = 'Cancel',
  variant,
  className,
  keepOpenWhilePending,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline" disabled={keepOpenWhilePending && pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <SubmitButton pending={pending} variant={variant}>
        {label}
      </SubmitButton>
    </DialogFooter>
  );
}
