import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormDialogFooter } from './form-dialog-footer';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The button's words: what will happen ("Hide review"), never just "OK". */
  confirmLabel: string;
  /** Red-brown for what cannot be taken back (a refund), dark for the rest. */
  destructive?: boolean;
  /**
   * Runs the action; the dialog closes when it resolves and stays open (with the error toast the
   * API client shows) when it rejects, so nothing is lost.
   */
  onConfirm(): Promise<unknown>;
  /** Extra fields (a remark) shown above the buttons. */
  children?: ReactNode;
}

/** Every action of the console that changes something for a customer is confirmed here first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Reported by the API client's toast; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormDialogFooter
            pending={pending}
            label={confirmLabel}
            variant={destructive ? 'accent' : 'default'}
            keepOpenWhilePending
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
