import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, httpStatusOf } from '@shared/envelope';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '@server/db/unavailable';
import { AppError } from './errors.js';
import { fail } from './envelope.js';

/** Fastify's own error codes mapped to the envelope, so bad input never looks like a crash. */
const FASTIFY_CODES: Record<string, { code: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.validation, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.validation, message: 'The JSON body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.payloadTooLarge, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.unsupportedMediaType, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.validation, message: 'Invalid Content-Length' },
};

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    if (!first) return error.message;
    const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return field ? `${field}: ${first.message}` : (first.message ?? 'Invalid request');
  }
  return error.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(fail(error.code, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(fail(ErrorCode.validation, describeValidation(error)));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(httpStatusOf(known.code)).send(fail(known.code, known.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode * 100;
      return reply.status(error.statusCode).send(fail(code, error.message));
    }
    // The database went away (restart, failover, network): the pool reconnects on its own,
    // so the client is asked to try again shortly, not told of a crash.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send(fail(ErrorCode.unavailable, DATABASE_UNAVAILABLE));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.internal, `Something went wrong on our side (request ${request.id})`));
  });
}
