import type { Endpoint, InputOf } from '@shared/contract/endpoint';
import { customerKey } from '@web/lib/react-query';
import type { TableParams } from './use-table-params';

/**
 * The first parts of every console query's key. Under the customer root, so signing out (or in
 * as someone else) drops what the console loaded along with the rest of the session's data.
 */
export const consoleKey = <const Parts extends readonly unknown[]>(...parts: Parts) =>
  [...customerKey('admin'), ...parts] as const;

/** A console table's query (page, sort, search, filters), as its list calls send it. */
export type TableQuery = TableParams<string>['query'];

/**
 * A table's query as the input of its list endpoint. The table reads it from the address, so its
 * values are not typed; the server checks them (an unknown sort or filter answers 400).
 */
export const tableInput = <E extends Endpoint>(query: TableQuery) => ({ query }) as InputOf<E>;
