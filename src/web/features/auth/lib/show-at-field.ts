import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';
import { toastError } from '@web/lib/toast';

/**
 * Puts a refusal of the server at the field it is about (a wrong code at the code, a weak password
 * at the password); anything else is toasted. A module of its own, free of forms and schemas:
 * the auth feature's index re-exports it, and every page that imports that index (the product
 * page does, for the login dialog's preload) would otherwise load zod on its first visit.
 */
export function showAtField<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldOf: (message: string) => Path<T> | null,
): void {
  if (!(error instanceof ApiError)) return;
  const field = error.status === 400 ? fieldOf(error.message) : null;
  if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  else toastError(error.message);
}
