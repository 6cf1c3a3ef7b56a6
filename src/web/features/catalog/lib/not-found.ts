import { idSchema } from '@shared/schemas/catalog';
import { ApiError } from '@web/lib/api-client';

/**
 * Route ids are written as plain digits without a leading zero and must be valid database ids
 * (`idSchema`); anything else cannot exist, so it is not even requested.
 */
export function isValidId(raw: string | undefined): raw is string {
  return raw !== undefined && /^[1-9]\d*$/.test(raw) && idSchema.safeParse(raw).success;
}

/** The API's answer for an unknown or withdrawn category or product (HTTP 404, code 40400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 40400);
}
