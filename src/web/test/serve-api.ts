import { api } from '@web/lib/api-client';
import { startTestServer, type TestServer } from '@web/test/http-server';

/**
 * Points the app's own API client at a real local HTTP server for the duration of a test file,
 * so components are exercised through the real client (envelope, toasts, auth headers) with
 * nothing of ours mocked. Call `stop` in afterAll.
 */
export async function serveApi(): Promise<TestServer & { stop(): Promise<void> }> {
  const server = await startTestServer();
  const previous = api.instance.defaults.baseURL;
  api.instance.defaults.baseURL = `${server.origin}/api`;
  return {
    ...server,
    async stop() {
      api.instance.defaults.baseURL = previous;
      await server.close();
    },
  };
}

/** The JSON bodies the server received on `path`, oldest first. */
export function bodiesOf(server: TestServer, path: string): unknown[] {
  return server.requests.filter((r) => r.url.split('?')[0] === path).map((r) => JSON.parse(r.body) as unknown);
}
