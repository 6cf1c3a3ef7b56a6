import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** May be async; the server does not wait for it (each handler ends its own response). */
export type Handler = (req: RecordedRequest, res: http.ServerResponse) => unknown;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Routes by `METHOD /path`; an unknown route answers 404 with an envelope. */
  routes: Map<string, Handler>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 with a random port. The page (jsdom) lives on another origin,
 * so it answers CORS like a real cross-origin API or storage host would.
 */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Handler>();
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, PUT');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      const handler = routes.get(`${req.method} ${path}`);
      if (handler) void handler(recorded, res);
      else sendJson(res, 404, { code: 40400, data: null, errMsg: `No route ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A request a test left unanswered must not hold the file's teardown.
        server.closeAllConnections();
      }),
  };
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export function ok(data: unknown): Handler {
  return (_req, res) => sendJson(res, 200, { code: 20000, data, errMsg: '' });
}
