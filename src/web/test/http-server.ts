import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, SUCCESS_CODE } from '@shared/envelope';
import { toWire } from '@shared/wire-names';
import { contractBreach } from './contract-check';

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

/**
 * Answers JSON. A success envelope on an /api path of the contract is sent with the wire's names
 * (src/shared/wire-names.ts) and first checked against the endpoint's response schema, however
 * the test set it (serveApi, `ok`, or by hand): one that the real API could not give is answered
 * as a 500 naming the difference.
 */
export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const write = (code: number, json: unknown) => {
    res.writeHead(code, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
  };
  const url = new URL(res.req.url ?? '/', 'http://test');
  if (status !== 200 || !isSuccess(body) || !url.pathname.startsWith(API_PREFIX)) {
    write(status, body);
    return;
  }
  // Data written with the code's names (fixtures typed by the schemas' types) travels with the wire's.
  const answer = { ...body, data: toWire(body.data) };
  void contractBreach(res.req.method ?? 'GET', url.pathname.slice(API_PREFIX.length), answer.data).then((broken) =>
    broken ? write(500, { code: ErrorCode.internal, data: null, errMsg: broken }) : write(status, answer),
  );
}

const API_PREFIX = '/api';
const isSuccess = (body: unknown): body is { data: unknown } =>
  typeof body === 'object' && body !== null && (body as { code?: unknown }).code === SUCCESS_CODE;

export function ok(data: unknown): Handler {
  return (_req, res) => sendJson(res, 200, { code: SUCCESS_CODE, data, errMsg: '' });
}
