import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/envelope';
import { fail } from './envelope.js';

/**
 * The longest path parameter the router takes (Fastify's default, stated here so it is one of
 * the limits docs/security.md lists). No id, slug or name of the shop comes near it.
 */
export const MAX_PATH_PARAM_LENGTH = 100;

const MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: `A part of the path is too long (at most ${MAX_PATH_PARAM_LENGTH} characters)`,
  FST_ERR_BAD_URL: 'The path is not a valid URL',
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a parameter over
 * MAX_PATH_PARAM_LENGTH, a broken percent escape). Fastify's own answers are a 414 and a 400 in
 * its format, not the envelope; these are a 400 in the envelope, whatever the path. A page path
 * with a long segment does not get here (pages are not routes with parameters: the not-found
 * handler answers them); one with a broken escape does, as no page can be named by it.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = (error.code && MESSAGES[error.code]) ?? 'The request could not be routed';
  void reply.status(400).send(fail(ErrorCode.validation, message));
}
