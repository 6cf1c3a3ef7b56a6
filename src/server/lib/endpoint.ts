import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '@shared/constants';
import { ErrorCode, type Envelope } from '@shared/envelope';
import {
  loadSchemas,
  type Access,
  type BodyOf,
  type Endpoint,
  type FileType,
  type LoadedSchemas,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@shared/contract/endpoint';
import { envelopeOf } from '@shared/schemas/envelope';
import { hasWireName, toCode, toWire } from '@shared/wire-names';
import { fail } from './envelope.js';
import { requireScope } from './operator-access.js';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers the envelope of the endpoint's data, or sends the reply itself (remembered bytes, a PDF). */
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Envelope<ResponseOf<E>> | FastifyReply>;

export interface ServeOptions extends Pick<RouteOptions, 'config' | 'bodyLimit'> {
  /**
   * The handler reads the body itself (the schema still documents it): for a body of two shapes
   * whose errors should name the first bad field of the shape meant, not the union's.
   */
  readsBodyItself?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `METHOD /path` of the contract's endpoint the route serves. */
    endpoint?: string;
    /** Why an /api route is not an endpoint of the contract (it answers no envelope). */
    outsideContract?: string;
  }
}

const scopeAccess = Symbol('access');
const checksAnswers = Symbol('checksAnswers');
type Scoped = FastifyInstance & { [scopeAccess]?: Access; [checksAnswers]?: boolean };

/** Marks a route scope as the one where endpoints of `access` are served (public outside any). */
export function serveAccess(scope: FastifyInstance, access: Access): void {
  (scope as Scoped)[scopeAccess] = access;
}

/**
 * Tests turn this on for the whole app: every answer an endpoint sends is checked against its
 * response schema, and one that does not match becomes a 500 that names the difference.
 * Production skips the check (it would parse every answer again).
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  (app as Scoped)[checksAnswers] = true;
}

/**
 * Registers one endpoint of the contract (src/shared/contract) in the scope where its access is
 * enforced: the path, the request schemas and the documentation all come from the contract, so
 * the server, the storefront's client and the OpenAPI document cannot disagree.
 */
export async function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  { readsBodyItself, ...options }: ServeOptions = {},
): Promise<void> {
  const access = (app as Scoped)[scopeAccess] ?? 'public';
  const name = `${endpoint.method} ${endpoint.path}`;
  if (access !== endpoint.access) throw new Error(`${name} is for ${endpoint.access}; this scope serves ${access}`);
  const schemas = await loadSchemas(endpoint);
  const response = schemas.response ? envelopeOf(schemas.response) : undefined;
  const status = endpoint.status ?? 200;
  const fileAnswer = endpoint.file && {
    description: `The file, as ${endpoint.file}; a refusal is the envelope`,
    content: { [endpoint.file]: { schema: z.file() } },
  };
  app.route({
    ...options,
    method: endpoint.method,
    url: pathInScope(app, endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...securityOf(endpoint),
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: readsBodyItself ? z.unknown() : schemas.body }),
      ...(response && { response: { [status]: response } }),
      ...(fileAnswer && { response: { 200: fileAnswer } }),
    },
    config: { ...options.config, endpoint: name },
    ...namesAtTheEdge(schemas, readsBodyItself),
    ...(endpoint.access === 'operator' && { onRequest: requireScope(endpoint) }),
    ...((app as Scoped)[checksAnswers] && {
      onSend: endpoint.file
        ? fileCheck(name, endpoint.file)
        : answerCheck(name, response ?? envelopeOf(z.null()), status),
    }),
    handler: (status === 200 ? handler : successWith(status, handler)) as RouteOptions['handler'],
  });
}

/**
 * The hooks that translate the wire's names to the code's (src/shared/wire-names.ts), on the
 * routes whose schemas have such a name: the request once validated (params, query and body,
 * before the handler), the answer before it is serialised. Remembered answers are bytes already
 * on the wire (the answer memory translates them).
 */
function namesAtTheEdge(schemas: LoadedSchemas, readsBodyItself: boolean | undefined): Partial<RouteOptions> {
  const named = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
    schema !== undefined && hasWireName(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));
  const request = named(schemas.params, 'input') || named(schemas.query, 'input') || named(schemas.body, 'input');
  if (request && readsBodyItself) throw new Error('A handler that reads its body itself gets the wire names');
  return {
    ...(request && {
      preHandler: async (req: FastifyRequest) => {
        req.params = toCode(req.params);
        req.query = toCode(req.query);
        req.body = toCode(req.body);
      },
    }),
    ...(named(schemas.response, 'output') && {
      preSerialization: async (_req: FastifyRequest, _reply: FastifyReply, payload: unknown) => toWire(payload),
    }),
  };
}

/**
 * How the OpenAPI document says who may call: a customer endpoint takes a sign-in's access token;
 * an operator endpoint that or an API key, and names the scope the key needs (in words and as
 * `x-scope`, for client generators).
 */
type Security = Record<string, string[]>[];

function securityOf(endpoint: Endpoint): { security?: Security; description?: string; 'x-scope'?: string } {
  if (endpoint.access === 'public') return {};
  if (endpoint.access === 'customer') return { security: [{ bearer: [] }] };
  return {
    security: [{ bearer: [] }, { apiKey: [] }],
    description: `An operator's access token, or an API key with the scope \`${endpoint.scope}\`.`,
    'x-scope': endpoint.scope,
  };
}

/** The route's URL inside its scope: the contract's path without the scope's prefix. */
function pathInScope(app: FastifyInstance, path: string): string {
  const prefix = app.prefix.slice(API_BASE.length);
  if (!app.prefix.startsWith(API_BASE) || !path.startsWith(prefix)) {
    throw new Error(`${path} cannot be served under ${app.prefix}`);
  }
  return path.slice(prefix.length) || '/';
}

/** A handler whose success answers `status` (202): a refusal thrown keeps its own. */
function successWith<E extends Endpoint>(status: number, handler: EndpointHandler<E>): EndpointHandler<E> {
  return async (req, reply) => {
    const answer = await handler(req, reply);
    if (reply.statusCode === 200) reply.code(status);
    return answer;
  };
}

function answerCheck(name: string, envelope: z.ZodType, status: number) {
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const json = reply.getHeader('content-type')?.toString().startsWith('application/json');
    const plain = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (reply.statusCode !== status || !json || !plain || reply.getHeader('content-encoding')) return payload;
    const parsed = envelope.safeParse(JSON.parse(String(payload)));
    if (parsed.success) return payload;
    // The reason travels in the answer, so the failing test shows it.
    reply.code(500);
    return JSON.stringify(
      fail(ErrorCode.internal, `The answer of ${name} breaks its contract: ${z.prettifyError(parsed.error)}`),
    );
  };
}

/** A file endpoint's success must be a file of its type (its refusals are envelopes, checked by the error handler's shape). */
function fileCheck(name: string, type: FileType) {
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const sent = reply.getHeader('content-type')?.toString() ?? '';
    if (reply.statusCode !== 200 || sent.startsWith(type)) return payload;
    reply.code(500).type('application/json');
    return JSON.stringify(fail(ErrorCode.internal, `The answer of ${name} breaks its contract: ${sent}, not ${type}`));
  };
}

/** For the /api scope's onRoute hook: every route there serves the contract or says why not. */
export function assertInContract(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  if (route.config?.endpoint || route.config?.outsideContract) return;
  throw new Error(`${String(route.method)} ${route.url} is not an endpoint of the contract (src/shared/contract)`);
}
