import { ApiError } from '@web/lib/api-client';

/** Route ids are positive integers; anything else cannot exist, so it is not even requested. */
export function isValidId(raw: string | undefined): raw is string {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647;
}

/** The API's answer for an unknown or withdrawn category or product (HTTP 404, code 40400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 40400);
}
