import { z } from 'zod';
import { endpointFor } from '@shared/contract';
import { loadSchemas } from '@shared/contract/endpoint';

/** The breaches of the running test, and the checks still under way. */
const breaches: string[] = [];
const checking = new Set<Promise<unknown>>();

/**
 * Why a test's success answer could not come from the real API: it breaks the response schema of
 * the endpoint it answers (the client then sees a 500 naming the difference, and the test fails
 * after it ends, through `takeBreaches`, even if the screen swallowed the error).
 * `path` is without `/api` and the query; a path of no endpoint is not checked.
 */
export function contractBreach(method: string, path: string, data: unknown): Promise<string | undefined> {
  const check = breachOf(method, path, data);
  checking.add(check);
  return check.finally(() => checking.delete(check));
}

async function breachOf(method: string, path: string, data: unknown): Promise<string | undefined> {
  const endpoint = endpointFor(method, path);
  if (!endpoint) return undefined;
  const { response } = await loadSchemas(endpoint);
  const parsed = (response ?? z.null()).safeParse(data);
  if (parsed.success) return undefined;
  const reason = `The test's answer to ${method} ${path} breaks its contract: ${z.prettifyError(parsed.error)}`;
  breaches.push(reason);
  return reason;
}

/**
 * The breaches since the last call, once every check under way has ended; they are forgotten.
 * The web tests' setup fails each test that leaves one (a test that breaks an answer on purpose
 * takes them itself).
 */
export async function takeBreaches(): Promise<string[]> {
  await Promise.allSettled([...checking]);
  return breaches.splice(0);
}
