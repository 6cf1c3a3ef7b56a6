import http from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** The first event not yet taken that `match` accepts, waiting up to `timeoutMs` for it. */
  next(match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A server-sent event stream read over real HTTP, as a browser's EventSource reads it. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const taken = new Set<SseEvent>();
      const wakers = new Set<() => void>();
      let buffer = '';
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event: SseEvent = { id: null, event: 'message', data: '' };
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const name = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') event.id = value;
            else if (name === 'event') event.event = value;
            else if (name === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
            else continue;
            fields++;
          }
          if (fields > 0 && (event.data || event.event !== 'message')) events.push(event);
        }
        for (const wake of [...wakers]) wake();
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve({
        status: res.statusCode ?? 0,
        events,
        ended,
        close: () => req.destroy(),
        next(match = () => true, timeoutMs = 5000) {
          const take = () => {
            const found = events.find((e) => !taken.has(e) && match(e));
            if (found) taken.add(found);
            return found;
          };
          const ready = take();
          if (ready) return Promise.resolve(ready);
          return new Promise((done, fail) => {
            const wake = () => {
              const found = take();
              if (!found) return;
              clearTimeout(timer);
              wakers.delete(wake);
              done(found);
            };
            const timer = setTimeout(() => {
              wakers.delete(wake);
              fail(
                new Error(`no matching event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ')})`),
              );
            }, timeoutMs);
            wakers.add(wake);
          });
        },
      });
    });
    req.on('error', reject);
  });
}
