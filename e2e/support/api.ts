import type { APIRequestContext, APIResponse } from '@playwright/test';
import { SUCCESS_CODE, type Envelope } from '../../src/shared/envelope';

/** The data of a successful API answer; any other envelope fails the test with the server's message. */
export async function dataOf<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== SUCCESS_CODE) throw new Error(`${response.url()}: ${body.errMsg}`);
  return body.data as T;
}

/** GET `path` (as `token`'s customer when given) and return its data. */
export async function getData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return dataOf<T>(await request.get(path, { headers }));
}
