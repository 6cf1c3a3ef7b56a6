import { SUCCESS_CODE } from '../../src/shared/envelope.js';
import { pathOf, type Endpoint, type InputOf, type ResponseOf } from '../../src/shared/contract/endpoint.js';
import { toCode, toWire } from '../../src/shared/wire-names.js';

/**
 * Calls one endpoint of the contract on a running shop, as an outside client does over HTTP: the
 * input with the code's names (`productId`) goes out with the wire's, the answer comes back typed
 * by the endpoint with the code's. Answers are not validated here: a bench times the server, and
 * the tests hold every answer to its schema. A refusal throws with the shop's message.
 */
export async function callApi<E extends Endpoint>(
  base: string,
  endpoint: E,
  input: InputOf<E>,
  authorization?: string,
): Promise<ResponseOf<E>> {
  const { params, query, body } = toWire(input) as { params?: object; query?: object; body?: unknown };
  const url = new URL(`${base}/api${pathOf(endpoint, params)}`);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  const res = await fetch(url, {
    method: endpoint.method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; data: unknown; errMsg: string };
  if (answer.code !== SUCCESS_CODE) throw new Error(`${endpoint.method} ${url.pathname}: ${answer.errMsg}`);
  return toCode(answer.data) as ResponseOf<E>;
}
