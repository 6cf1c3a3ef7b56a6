import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '@shared/constants';
import { SUCCESS_CODE, type Envelope } from '@shared/envelope';
import {
  loadSchemas,
  pathOf,
  type Endpoint,
  type FileType,
  type WireInputOf,
  type WireResponseOf,
} from '@shared/contract/endpoint';
import { envelopeOf } from '@shared/schemas/envelope';

/** Who calls: a user of `test/users.ts` (their bearer token), or a visitor when absent or null. */
export interface Caller {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The client's address, for limits counted per address. */
  remoteAddress?: string;
}

/** What a test reads of a success: the envelope's data, typed by the contract; a file endpoint's bytes. */
export type DataOf<E extends Endpoint> = E extends { file: FileType } ? Buffer : WireResponseOf<E>;

/** A refusal's envelope (and a success's, for a JSON endpoint). */
export type EnvelopeOf<E extends Endpoint> = Envelope<E extends { file: FileType } ? never : WireResponseOf<E>>;

export interface EndpointAnswer<E extends Endpoint> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** The envelope as it came; reading it on a file endpoint's success fails (there is none). */
  readonly body: EnvelopeOf<E>;
  /**
   * The success's data; reading it on a refusal fails with the status and the refusal's message
   * (a getter: spreading an answer reads it, so copy a refusal's `status` and `body` by name).
   */
  readonly data: DataOf<E>;
  /** The answer itself, for what the above does not cover (raw bytes, trailers). */
  raw: LightMyRequestResponse;
}

/** The envelope of any refusal: a code other than success, a message, data of any shape. */
const refusal = z.object({ code: z.number().int(), data: z.unknown(), errMsg: z.string() });

/**
 * Calls one endpoint of the contract the way a client does: the URL from the endpoint's path,
 * the input's `params`, `query` and `body`, the caller's token. The answer is checked against the
 * contract (a success against the endpoint's response schema, or its file type; a refusal against
 * the envelope), so a test reads `data` typed by the contract and never restates its shape.
 *
 *     const { data } = await callEndpoint(t.app, listOrders, {}, ada);
 *     const refused = await callEndpoint(t.app, getOrder, { params: { orderUuid } }, bob);
 *     expect(refused.status).toBe(404);
 *     expect(refused.body.errMsg).toBe('Order not found');
 */
export async function callEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: WireInputOf<E>,
  as?: Caller | null,
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const res = await app.inject({
    method: endpoint.method,
    url: `${API_BASE}${pathOf(endpoint, params)}${queryString(query)}`,
    headers: as?.headers ?? {},
    ...(as?.cookies && { cookies: as.cookies }),
    ...(as?.remoteAddress && { remoteAddress: as.remoteAddress }),
    ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
  });
  const name = `${endpoint.method} ${endpoint.path}`;
  const type = res.headers['content-type'] ?? '';
  const isFile = endpoint.file !== undefined && res.statusCode === 200;
  if (isFile && !String(type).startsWith(endpoint.file!)) {
    throw new Error(`${name} answered ${String(type)}, not ${endpoint.file}: ${res.body.slice(0, 200)}`);
  }
  const notModified = res.statusCode === 304; // a conditional GET answered by the client's copy: no body
  const envelope = isFile || notModified ? undefined : await checkedEnvelope(endpoint, name, res);
  const success = res.statusCode === (endpoint.status ?? 200) && (isFile || envelope?.code === SUCCESS_CODE);
  return {
    status: res.statusCode,
    headers: res.headers,
    raw: res,
    get body() {
      if (!envelope) throw new Error(`${name} answered ${notModified ? '304, no body' : 'a file'}, not an envelope`);
      return envelope as EnvelopeOf<E>;
    },
    get data() {
      if (!success) throw new Error(`${name} refused: ${res.statusCode} ${envelope?.code} ${envelope?.errMsg}`);
      return (isFile ? res.rawPayload : envelope!.data) as DataOf<E>;
    },
  };
}

/** What a validation test sends: params, query or body the contract's types refuse, on purpose. */
export interface InvalidInput {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * `callEndpoint` with input that breaks the endpoint's request schemas (a wrong type, a number out
 * of range), to see the refusal; the answer is read and checked the same way.
 */
export function callEndpointWithInvalidInput<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: InvalidInput,
  as?: Caller | null,
): Promise<EndpointAnswer<E>> {
  return callEndpoint(app, endpoint, input as WireInputOf<E>, as);
}

/** The answer's envelope, parsed by the endpoint's response schema on success (its output is what clients read). */
async function checkedEnvelope(endpoint: Endpoint, name: string, res: LightMyRequestResponse): Promise<Envelope> {
  let json: unknown;
  try {
    json = res.json();
  } catch {
    throw new Error(`${name} answered ${res.statusCode} without an envelope: ${res.body.slice(0, 200)}`);
  }
  const { response } = await loadSchemas(endpoint);
  const success = res.statusCode === (endpoint.status ?? 200) && (json as Envelope | null)?.code === SUCCESS_CODE;
  const parsed = (success ? envelopeOf(response ?? z.null()) : refusal).safeParse(json);
  if (!parsed.success) {
    throw new Error(`The answer of ${name} breaks its contract: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as Envelope;
}

/**
 * A query object from a query string (`?num=3&sort=newest`), for tables of queries written as a
 * browser's address bar shows them; `callEndpoint` turns it back into the same string. A repeated
 * key (`color=Blue&color=White`, a multiple choice) becomes an array, so no value is lost.
 */
export function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** `?a=1&b=x` from a query object; undefined and null values are left out, arrays repeat the key. */
function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A multipart/form-data body and its content type, as a browser sends a form with files. */
export interface SentForm {
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * `callEndpoint` for an endpoint whose body is a multipart form (its schema documents the parts;
 * the route reads them itself): the form goes as a browser sends it, with the caller's token.
 */
export function callEndpointWithForm<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  form: SentForm,
  as?: Caller | null,
): Promise<EndpointAnswer<E>> {
  const headers = { ...as?.headers, ...form.headers };
  return callEndpoint(app, endpoint, { body: form.payload } as WireInputOf<E>, { ...as, headers });
}
