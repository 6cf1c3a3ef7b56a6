import { toast } from 'sonner';
import { TOASTER } from '@shared/constants';

/** An error toast at the top centre of the page (SPEC §8), where every failure is reported. */
export function toastError(message: string): string | number {
  return toast.error(message, { position: TOASTER.errorPosition });
}

/** A warning (a form that is not ready to send) where errors appear: the shopper's own step to fix. */
export function toastWarning(message: string): void {
  toast.warning(message, { position: TOASTER.errorPosition });
}

/** Takes a toast away (one whose cause is gone). */
export function dismissToast(id: string | number): void {
  toast.dismiss(id);
}
