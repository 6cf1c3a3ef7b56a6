import { z } from 'zod';
import { emailSchema, loginPasswordSchema, newPasswordSchema, verificationCodeSchema } from '@shared/schemas/auth';

/** The confirm form's inline error when the two passwords differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

// An empty input is '' (not undefined), which the shared schemas would report as a bad format;
// a form says "is required" first. Shared messages are predicates ("is required", "must be …")
// written to follow the field's label: see fieldErrorText in components/ui/field.
const required = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().min(1, 'is required').pipe(schema);

export const loginFormSchema = z.object({
  loginId: required(emailSchema),
  password: loginPasswordSchema,
});

export const registerFormSchema = z.object({
  email: required(emailSchema),
});

/** A new password and the same again; the second says when the two differ. */
const newPasswordTwice = {
  password: required(newPasswordSchema),
  confirmPassword: z.string().min(1, 'is required'),
};
const passwordsMatching = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) =>
  schema.refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });

export const confirmFormSchema = passwordsMatching(
  z.object({ verificationCode: required(verificationCodeSchema), ...newPasswordTwice }),
);

/** The reset link's page: a new password, twice (the link stands in for the code). */
export const newPasswordFormSchema = passwordsMatching(z.object(newPasswordTwice));
