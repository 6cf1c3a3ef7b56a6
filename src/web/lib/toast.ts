import { toast } from 'sonner';
import { TOASTER } from '@shared/constants';

/** An error toast at the top centre of the page (SPEC §8), where every failure is reported. */
export function toastError(message: string): void {
  toast.error(message, { position: TOASTER.errorPosition });
}
