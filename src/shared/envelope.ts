import { PASSWORD_REQUIRED_CODE } from './password-again';

/** The answer of every /api call: `{code, data, errMsg}`; success is code 20000. */
export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  errMsg: string;
}

export const SUCCESS_CODE = 20000;

/** One table of error codes, each with the HTTP status it travels with. */
export const ErrorCode = {
  validation: 40000,
  unauthenticated: 40100,
  forbidden: 40300,
  /** A sensitive action needs a sign-in younger than 10 minutes: prove the password again (403). */
  passwordRequired: PASSWORD_REQUIRED_CODE,
  notFound: 40400,
  methodNotAllowed: 40500,
  conflict: 40900,
  payloadTooLarge: 41300,
  unsupportedMediaType: 41500,
  rateLimited: 42900,
  internal: 50000,
  /** The payment provider (or another service we call) failed or did not answer. */
  badGateway: 50200,
  /** Work the server could not do just now (e.g. a document whose drawing timed out); try again. */
  unavailable: 50300,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

export function httpStatusOf(code: number): number {
  return Math.floor(code / 100);
}
