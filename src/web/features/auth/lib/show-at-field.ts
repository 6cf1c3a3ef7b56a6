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

/**
 * Puts a refusal the API client has already toasted at the field it is about as well (an email
 * already registered at the email), so it stays beside what the shopper must change after the
 * toast has gone, and is read with the field. A refusal about no field stays a toast alone.
 */
export function markAtField<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldOf: (message: string) => Path<T> | null,
): void {
  // A refusal of what was typed (400, or 409 for an email taken); not a rate limit or an outage.
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return;
  const field = fieldOf(error.message);
  if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
}

/** The code-and-password forms' field for a refusal: the code's at the code, a password's at the password. */
export const codeOrPasswordField = (message: string) =>
  /verification code/i.test(message) ? 'verificationCode' : /password/i.test(message) ? 'password' : null;
