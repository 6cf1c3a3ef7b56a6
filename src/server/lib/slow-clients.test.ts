import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@server/config';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { connect } from '@server/test/raw-socket';
import { signedInUser } from '@server/test/users';
import { makePhoto, multipartForm, uploaderFor } from '@server/modules/asset/asset.fixture';
import { connectionCapOf } from './connection-cap.js';
import { itemAt } from '@shared/item-at';

/**
 * Timeouts are properties of the HTTP server, so these run over TCP against the listening app
 * with the limits made short. They are the same on either database, so SQLite only.
 */
async function listening(env: Record<string, string>) {
  const t = await createTestApp('sqlite', { seed: false, env });
  const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  return { t, port: Number(address.port) };
}

const head = (method: string, url: string, headers: Record<string, string | number> = {}) =>
  `${method} ${url} HTTP/1.1\r\nHost: shop.test\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('slow clients', () => {
  const REQUEST_TIMEOUT_MS = 300;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening({
      HEADERS_TIMEOUT_MS: '250',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      UPLOAD_TIMEOUT_MS: '30000',
      KEEP_ALIVE_TIMEOUT_MS: '200',
      MAX_REQUESTS_PER_SOCKET: '2',
    }));
  });
  afterAll(() => t.close());

  it('answers 408 in the envelope and closes the connection when a JSON body trickles past REQUEST_TIMEOUT_MS', async () => {
    const client = await connect(port);
    // raw: bytes written on a socket, to test the HTTP server itself
    client.socket.write(head('POST', '/api/auth/login', { 'Content-Type': 'application/json', 'Content-Length': 400 }));
    void client.trickle(`{"email":"${'a'.repeat(380)}`, 1, 50);
    const { text, afterMs } = await client.closed();
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 40800,
      data: null,
      errMsg: 'The request body did not arrive within 0.3 s',
    });
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
  });

  it('closes the connection of a body refused on its headers (413, 415), and keeps serving past its deadline', async () => {
    const refusedAt = Date.now();
    for (const type of ['application/json', 'text/plain']) {
      // Too large for BODY_LIMIT by its Content-Length, or a type no route reads.
      const client = await connect(port);
      // raw: bytes written on a socket, to test the HTTP server itself
      client.socket.write(head('POST', '/api/auth/login', { 'Content-Type': type, 'Content-Length': 5_000_000 }));
      void client.trickle('a'.repeat(1000), 1, 50);
      expect((await client.closed()).text, type).toMatch(/^HTTP\/1\.1 41[35] /);
    }
    // The refused bodies' deadlines pass (nobody reads those bodies) while the shop answers.
    while (Date.now() - refusedAt < 3 * REQUEST_TIMEOUT_MS) {
      const next = await connect(port);
      // raw: bytes written on a socket, to test the HTTP server itself
      next.socket.write(head('GET', '/healthz', { Connection: 'close' }));
      expect((await next.closed()).text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    }
  });

  it('takes a photo upload that trickles in for longer than REQUEST_TIMEOUT_MS', async () => {
    const customer = await signedInUser(t, 'slow-phone@example.com');
    const signed = await uploaderFor(t, customer).signed('phone.jpg');
    const form = multipartForm(signed.signedUrl.fields, {
      name: 'phone.jpg',
      type: 'image/jpeg',
      data: await makePhoto(64, 64),
    });
    const client = await connect(port);
    client.socket.write(
      // raw: bytes written on a socket, to test the HTTP server itself
      head('POST', '/api/asset/upload', {
        ...form.headers,
        'Content-Length': form.payload.length,
        Connection: 'close',
      }),
    );
    // At least 4 × REQUEST_TIMEOUT_MS: 20 chunks, one every 60 ms.
    await client.trickle(form.payload, Math.ceil(form.payload.length / 20), 60);
    const { text, afterMs } = await client.closed();
    expect(text).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
    expect(afterMs).toBeGreaterThan(3 * REQUEST_TIMEOUT_MS);
  });

  it('closes with 408 a connection whose headers trickle past HEADERS_TIMEOUT_MS, and one that sends nothing', async () => {
    const trickling = await connect(port);
    trickling.socket.write('GET /api/nothing HTTP/1.1\r\nHost: shop.test\r\n');
    void trickling.trickle('X-Slow: 1\r\n'.repeat(200), 11, 50);
    const silent = await connect(port);
    for (const client of [trickling, silent]) {
      const { text, afterMs } = await client.closed();
      expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(afterMs).toBeGreaterThanOrEqual(250);
    }
  });

  it('closes an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const client = await connect(port);
    // raw: bytes written on a socket, to test the HTTP server itself
    client.socket.write(head('GET', '/api/nothing'));
    await client.receives(/^HTTP\/1\.1 404 Not Found\r\n[\s\S]*keep-alive/i);
    const { afterMs } = await client.closed();
    expect(afterMs).toBeGreaterThanOrEqual(200);
  });

  it('closes a kept-alive connection after MAX_REQUESTS_PER_SOCKET answers', async () => {
    const client = await connect(port);
    // raw: bytes written on a socket, to test the HTTP server itself
    client.socket.write(head('GET', '/api/nothing'));
    await client.receives(/^HTTP\/1\.1 404 Not Found\r\n[\s\S]*keep-alive/i);
    // raw: bytes written on a socket, to test the HTTP server itself
    client.socket.write(head('GET', '/api/nothing'));
    const { text } = await client.closed();
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
  });
});

describe('the photo upload’s own limit', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening({ REQUEST_TIMEOUT_MS: '200', UPLOAD_TIMEOUT_MS: '800' }));
  });
  afterAll(() => t.close());

  it('closes with 408 an upload still arriving after UPLOAD_TIMEOUT_MS', async () => {
    const client = await connect(port);
    client.socket.write(
      // raw: bytes written on a socket, to test the HTTP server itself
      head('POST', '/api/asset/upload', {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': 5 * 1024 * 1024,
      }),
    );
    client.socket.write('--x\r\nContent-Disposition: form-data; name="key"\r\n\r\n');
    void client.trickle('k'.repeat(4000), 5, 50);
    const { text, afterMs } = await client.closed();
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(800);
  });
});

describe('a connection on which nothing moves', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening({ CONNECTION_TIMEOUT_MS: '300' }));
  });
  afterAll(() => t.close());

  it('is closed without an answer after CONNECTION_TIMEOUT_MS (an upload whose body stalls)', async () => {
    const client = await connect(port);
    client.socket.write(
      // raw: bytes written on a socket, to test the HTTP server itself
      head('POST', '/api/asset/upload', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 1000 }),
    );
    const { text, afterMs } = await client.closed();
    expect(text).toBe('');
    expect(afterMs).toBeGreaterThanOrEqual(300);
  });
});

describe('connections per client address', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening({ MAX_CONNECTIONS_PER_IP: '3' }));
  });
  afterAll(() => t.close());

  /** Connects and asks for a page; answers whether the server served it or hung up. */
  const tryRequest = async () => {
    const client = await connect(port);
    // raw: bytes written on a socket, to test the HTTP server itself
    client.socket.write(head('GET', '/api/nothing'));
    await Promise.race([client.receives(/^HTTP\/1\.1 404/), client.closed()]);
    return { client, served: /^HTTP\/1\.1 404/.test(client.received()) };
  };

  it('hangs up on a connection past MAX_CONNECTIONS_PER_IP and takes one again when another closes', async () => {
    const open = [await connect(port), await connect(port), await connect(port)];
    const fourth = await connect(port);
    expect((await fourth.closed()).text).toBe('');

    // The three still work.
    // raw: bytes written on a socket, to test the HTTP server itself
    itemAt(open, 0).socket.write(head('GET', '/api/nothing'));
    await itemAt(open, 0).receives(/^HTTP\/1\.1 404 Not Found\r\n/);

    // Once one goes, a new connection is served (the server hears of the close a moment later).
    itemAt(open, 1).socket.destroy();
    const deadline = Date.now() + 15_000;
    let attempt = await tryRequest();
    while (!attempt.served && Date.now() < deadline) attempt = await tryRequest();
    expect(attempt.served).toBe(true);
    for (const client of [...open, attempt.client]) client.socket.destroy();
  });

  it('has no cap by default behind a proxy (every connection comes from it), 100 otherwise, loopback exempt', () => {
    expect(connectionCapOf(parseConfig({}))).toEqual({ max: 100, loopbackToo: false });
    expect(connectionCapOf(parseConfig({ TRUST_PROXY: 'true' }))).toBeNull();
    expect(connectionCapOf(parseConfig({ TRUST_PROXY: '10.0.0.0/8' }))).toBeNull();
    expect(connectionCapOf(parseConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '500' }))).toEqual({
      max: 500,
      loopbackToo: true,
    });
    expect(connectionCapOf(parseConfig({ MAX_CONNECTIONS_PER_IP: '0' }))).toBeNull();
  });
});

describe('connections from the same host by default', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening({}));
  });
  afterAll(() => t.close());

  it('takes more than 100 from loopback (a proxy or a tool on the same host is not one client)', async () => {
    const open = await Promise.all(Array.from({ length: 101 }, () => connect(port)));
    const last = itemAt(open, 100);
    // raw: bytes written on a socket, to test the HTTP server itself
    last.socket.write(head('GET', '/api/nothing'));
    await last.receives(/^HTTP\/1\.1 404 Not Found\r\n/);
    for (const client of open) client.socket.destroy();
  });
});
