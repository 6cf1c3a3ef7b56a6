import type { z } from 'zod';
import type { Scope } from '../scopes';
import type { InCode } from '../wire-names';

/** Who may call an endpoint: anyone, a signed-in customer, or an account with the operator role. */
export type Access = 'public' | 'customer' | 'operator';

export type Method = 'GET' | 'POST' | 'DELETE';

/** The content types an endpoint may answer as a file instead of the envelope (its refusals stay envelopes). */
export type FileType = 'application/pdf' | 'text/csv';

/**
 * A module of zod schemas (one file of `src/shared/schemas`), loaded on demand. Endpoints name
 * their schemas by export instead of holding them, so the storefront can import an endpoint
 * for its method and path without loading zod on its first page; the server and the tests load
 * the module and check requests and answers against it.
 */
export type SchemaModule = object;

/** An export of the schema module that is a zod schema. */
type SchemaName<M extends SchemaModule> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M] & string;

/** The part of an endpoint shared by every endpoint of one domain: its tag and its schemas. */
export interface Domain<M extends SchemaModule = SchemaModule> {
  /** The group the endpoint is listed under in the OpenAPI document. */
  tag: string;
  schemas: () => Promise<M>;
}

/**
 * One call of the API as every client sees it. The path is the wire path after `/api`, with
 * `:name` for each path parameter; the answer is always the envelope `{code, data, errMsg}`,
 * and `response` names the schema of its `data` (absent: `data` is null).
 */
export interface Endpoint extends Domain {
  method: Method;
  path: string;
  access: Access;
  /**
   * What an API key or a staff member's role must hold to call an operator endpoint
   * (src/shared/scopes.ts); every operator endpoint names one (a contract test checks).
   */
  scope?: Scope;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: string;
  query?: string;
  body?: string;
  response?: string;
  /** The endpoint answers a file of this type (a 200 carries the bytes, no envelope); then no `response`. */
  file?: FileType;
  /**
   * A success's status when not 200: 202 for a call that queues its work (a mail is sent after
   * the answer). The envelope is the same; clients take any 2xx with the success code.
   */
  status?: 202;
}

/** An endpoint whose schema names are exports of its domain's module (checked with `satisfies`). */
export interface EndpointOf<M extends SchemaModule> extends Endpoint {
  schemas: () => Promise<M>;
  params?: SchemaName<M>;
  query?: SchemaName<M>;
  body?: SchemaName<M>;
  response?: SchemaName<M>;
}

type ModuleOf<E> = E extends Domain<infer M> ? M : never;
type Part = 'params' | 'query' | 'body' | 'response';

/** The schema an endpoint names for one part of the exchange, or `undefined` when it names none. */
export type SchemaOf<E extends Endpoint, P extends Part> = E[P] extends keyof ModuleOf<E>
  ? ModuleOf<E>[E[P]] extends z.ZodType
    ? ModuleOf<E>[E[P]]
    : never
  : undefined;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * What a successful answer carries on the wire: the envelope's `data`, or for a file endpoint the
 * file (a Blob to a client). What tests read: they speak the wire.
 */
export type WireResponseOf<E extends Endpoint> = E extends { file: FileType }
  ? Blob
  : SchemaOf<E, 'response'> extends z.ZodType
    ? z.output<SchemaOf<E, 'response'>>
    : null;

/**
 * The answer with the code's names (src/shared/wire-names.ts): what a handler returns and the
 * storefront's `api.call` resolves to.
 */
export type ResponseOf<E extends Endpoint> = InCode<WireResponseOf<E>>;

/** What the server's handler receives once the request passed its schemas, with the code's names. */
export type ParamsOf<E extends Endpoint> = InCode<Out<SchemaOf<E, 'params'>>>;
export type QueryOf<E extends Endpoint> = InCode<Out<SchemaOf<E, 'query'>>>;
export type BodyOf<E extends Endpoint> = InCode<Out<SchemaOf<E, 'body'>>>;

/** What a client sends on the wire: the path's parameters, the query and the body, each only if the endpoint has one. */
export type WireInputOf<E extends Endpoint> = (SchemaOf<E, 'params'> extends z.ZodType
  ? { params: In<SchemaOf<E, 'params'>> }
  : unknown) &
  (SchemaOf<E, 'query'> extends z.ZodType ? { query?: In<SchemaOf<E, 'query'>> } : unknown) &
  (SchemaOf<E, 'body'> extends z.ZodType ? { body: In<SchemaOf<E, 'body'>> } : unknown);

/** What the storefront hands `api.call`: the input with the code's names. */
export type InputOf<E extends Endpoint> = InCode<WireInputOf<E>>;

/** The endpoint's schemas, loaded: what the server registers and the tests check against. */
export interface LoadedSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export async function loadSchemas(endpoint: Endpoint): Promise<LoadedSchemas> {
  const module = (await endpoint.schemas()) as Record<string, z.ZodType>;
  const pick = (name: string | undefined) => (name === undefined ? undefined : module[name]);
  return {
    params: pick(endpoint.params),
    query: pick(endpoint.query),
    body: pick(endpoint.body),
    response: pick(endpoint.response),
  };
}

/** The path with its `:name` parameters filled in (each encoded as one path segment). */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: object | undefined): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name])),
  );
}
