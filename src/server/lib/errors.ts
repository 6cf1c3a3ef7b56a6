import { ErrorCode, type ErrorCodeName, httpStatusOf } from '@shared/envelope';

/** An error a person can read; its code decides the HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(kind: ErrorCodeName, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = ErrorCode[kind];
    this.status = httpStatusOf(this.code);
    this.headers = headers;
  }
}

export const notFound = (what = 'Resource') => new AppError('notFound', `${what} not found`);
export const badRequest = (message: string) => new AppError('validation', message);
export const unauthenticated = (message = 'Please sign in first') => new AppError('unauthenticated', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
