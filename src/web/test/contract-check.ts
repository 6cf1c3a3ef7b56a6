import { z } from 'zod';
import { endpointFor } from '@shared/contract';
import { loadSchemas } from '@shared/contract/endpoint';

/**
 * Why a test's success answer could not come from the real API: it breaks the response schema of
 * the endpoint it answers (the test then sees a failure naming the difference, and an error log).
 * `path` is without `/api` and the query; a path of no endpoint is not checked.
 */
export async function contractBreach(method: string, path: string, data: unknown): Promise<string | undefined> {
  const endpoint = endpointFor(method, path);
  if (!endpoint) return undefined;
  const { response } = await loadSchemas(endpoint);
  const parsed = (response ?? z.null()).safeParse(data);
  if (parsed.success) return undefined;
  const reason = `The test's answer to ${method} ${path} breaks its contract: ${z.prettifyError(parsed.error)}`;
  console.error(reason);
  return reason;
}
