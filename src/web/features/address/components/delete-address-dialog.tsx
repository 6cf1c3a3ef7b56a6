import type { Address } from '@shared/schemas/address';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

interface DeleteAddressDialogProps {
  /** The address to delete; null keeps the dialog closed. */
  address: Address | null;
  onCancel(): void;
  onConfirm(address: Address): void;
  deleting?: boolean;
}

/** Deleting cannot be undone, so it is confirmed first. */
export function DeleteAddressDialog({ address, onCancel, onConfirm, deleting = false }: DeleteAddressDialogProps) {
  return (
    <Dialog open={address !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this address?</DialogTitle>
          <DialogDescription>
            {address && `${address.fullName}, ${address.addressLine1}, ${address.city}`}
            {address?.isDefault && '. Your newest other address will become the default.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="accent"
            disabled={deleting}
            aria-busy={deleting || undefined}
            onClick={() => address && onConfirm(address)}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
