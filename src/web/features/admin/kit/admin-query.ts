import { customerKey } from '@web/lib/react-query';

/**
 * The first parts of every console query's key. Under the customer root, so signing out (or in
 * as someone else) drops what the console loaded along with the rest of the session's data.
 */
export const adminKey = <const Parts extends readonly unknown[]>(...parts: Parts) =>
  [...customerKey('admin'), ...parts] as const;
