import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * How every route's schemas are compiled: requests are validated by their zod schemas;
 * responses are typed by the shared schemas at compile time and serialised plainly, which keeps
 * the hot paths fast (the schemas still document the API).
 *
 * Given to Fastify as its compiler factories (not set after it is built) so that it never loads
 * its defaults, ajv and fast-json-stringify, that nothing here uses: about 5 MB allocated at
 * start-up and a hundred source maps read under --enable-source-maps. Fastify's types describe
 * these factories for ajv; at run time a factory only has to return the compiler Fastify calls
 * with each route's schema, which is what the zod provider's compiler is.
 */
export const schemaCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
} as unknown as CompilersFactory;
