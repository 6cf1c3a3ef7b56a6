import { MAX_ID } from '@shared/constants';
import { ApiError } from '@web/lib/api-client';

/**
 * Route ids are written as plain digits without a leading zero and must be valid database ids
 * (what the server's `idSchema` accepts: at most 16 digits, at most MAX_ID); anything else cannot
 * exist, so it is not even requested. Checked by hand: the storefront's first load has no zod.
 */
export function isValidId(raw: string | undefined): raw is string {
  return raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= MAX_ID;
}

/** The API's answer for an unknown or withdrawn category or product (HTTP 404, code 40400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 40400);
}
