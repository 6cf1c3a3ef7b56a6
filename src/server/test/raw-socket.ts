import net from 'node:net';

/** A raw TCP connection to a listening app, for clients that send slowly or not at all. */
export interface RawClient {
  socket: net.Socket;
  /** Everything the server sent so far, as text. */
  received(): string;
  /** Resolves once the server closed the connection; fails after `deadlineMs`. */
  closed(deadlineMs?: number): Promise<{ text: string; afterMs: number }>;
  /** Resolves once what was received matches; fails after `deadlineMs`. */
  receives(pattern: RegExp, deadlineMs?: number): Promise<string>;
  /** Writes `bytes` a chunk of `chunkSize` every `everyMs` until written or the connection ends. */
  trickle(bytes: Buffer | string, chunkSize: number, everyMs: number): Promise<void>;
}

const DEADLINE_MS = 15_000;

export async function connect(port: number): Promise<RawClient> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const startedAt = Date.now();
  let text = '';
  let ended = false;
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => {}); // a reset is a close like any other here
  const whenClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void whenClosed.then(() => (ended = true));

  const waitFor = <T>(what: string, check: () => T | undefined, deadlineMs: number) =>
    new Promise<T>((resolve, reject) => {
      const poll = setInterval(() => {
        const value = check();
        if (value === undefined) return;
        clearInterval(poll);
        clearTimeout(giveUp);
        resolve(value);
      }, 10);
      const giveUp = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`${what} within ${deadlineMs} ms; received so far: ${JSON.stringify(text)}`));
      }, deadlineMs);
    });

  return {
    socket,
    received: () => text,
    closed: (deadlineMs = DEADLINE_MS) =>
      waitFor(
        'the server did not close the connection',
        () => (ended ? { text, afterMs: Date.now() - startedAt } : undefined),
        deadlineMs,
      ),
    receives: (pattern, deadlineMs = DEADLINE_MS) =>
      waitFor(`no answer matching ${pattern}`, () => (pattern.test(text) ? text : undefined), deadlineMs),
    async trickle(bytes, chunkSize, everyMs) {
      const data = Buffer.from(bytes);
      for (let at = 0; at < data.length && !ended && !socket.destroyed; at += chunkSize) {
        socket.write(data.subarray(at, at + chunkSize));
        await new Promise((resolve) => setTimeout(resolve, everyMs)); // the client's pace, not a wait for the server
      }
    },
  };
}
