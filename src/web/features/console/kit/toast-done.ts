import { toastSuccess } from '@web/lib/toast';

/**
 * Says an action worked ("Refund approved"), at the bottom of the screen, apart from the errors at
 * the top: every console action shows its outcome, failures through the API client's toast.
 */
export function toastDone(message: string): void {
  toastSuccess(message);
}
