import { SUCCESS_CODE } from '@shared/envelope';
import { api } from '@web/lib/api-client';
import { sendJson, startTestServer, type TestServer } from '@web/test/http-server';

/** A request the served API received, as the app's client sent it. */
export interface SentRequest {
  method: string;
  /** Without the `/api` prefix and the query: `/product/inventory`. */
  path: string;
  /** The query string's values, as they travelled: strings. */
  params: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** The envelope's data, or a function of the request that returns it (a promise delays the answer). */
export type Answer = unknown;

export interface ServedApi extends TestServer {
  /**
   * Answers each `'METHOD /path'` (or `'/path'` for GET) with the success envelope around the
   * given data, or around what a function of the request returns. Unanswered paths get the API's
   * 404 envelope. For other statuses or stateful fakes, set `routes` directly.
   */
  answer(table: Record<string, Answer>): void;
  /** What the API received so far, oldest first. */
  sent(): SentRequest[];
  /** Forgets every answer and every received request (call it in afterEach). */
  reset(): void;
  /** Call it in afterAll. */
  stop(): Promise<void>;
}

const API_PREFIX = '/api';

/**
 * The one way web tests fake the API: the app's own client is pointed at a real local HTTP
 * server for the duration of a test file, so components are exercised through the real client
 * (envelope, toasts, auth headers, CORS) with nothing of ours mocked.
 */
export async function serveApi(): Promise<ServedApi> {
  const server = await startTestServer();
  const previous = api.defaults.baseURL;
  api.defaults.baseURL = `${server.origin}${API_PREFIX}`;

  const toSent = ({ method, url, body }: TestServer['requests'][number]): SentRequest => {
    const parsed = new URL(url, server.origin);
    return {
      method,
      path: parsed.pathname.replace(API_PREFIX, ''),
      params: Object.fromEntries(parsed.searchParams),
      body: body ? (JSON.parse(body) as unknown) : undefined,
    };
  };

  return {
    ...server,
    answer(table) {
      for (const [key, answer] of Object.entries(table)) {
        const space = key.indexOf(' '); // '/path' is a GET, else 'METHOD /path'
        const method = space < 0 ? 'GET' : key.slice(0, space);
        const path = key.slice(space + 1);
        server.routes.set(`${method} ${API_PREFIX}${path}`, async (request, res) => {
          const data: unknown = typeof answer === 'function' ? await answer(toSent(request)) : answer;
          sendJson(res, 200, { code: SUCCESS_CODE, data, errMsg: '' }); // checked against the contract there
        });
      }
    },
    sent: () => server.requests.map(toSent),
    reset() {
      server.routes.clear();
      server.requests.length = 0;
    },
    async stop() {
      api.defaults.baseURL = previous;
      await server.close();
    },
  };
}

/** The JSON bodies the server received on `path`, oldest first. */
export function bodiesOf(server: TestServer, path: string): unknown[] {
  return server.requests.filter((r) => r.url.split('?')[0] === path).map((r) => JSON.parse(r.body) as unknown);
}
