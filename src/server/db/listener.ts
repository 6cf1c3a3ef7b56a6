import pg from 'pg';
import { itemAt } from '@shared/item-at';

/** What a subscriber to a channel is told. */
export interface ListenHandlers {
  /** A notification on the channel from this schema: its payload after the `schema:` prefix. */
  heard(message: string): void;
  /**
   * Listening (again) on a fresh session: read what may have been missed before. Runs once per
   * session, the first included, after LISTEN; a rejection drops the session (listened again later).
   */
  listening?(): Promise<void> | void;
  /** The session is lost: what is announced from now until `listening` runs again goes unheard. */
  lost?(): void;
}

export interface Listener {
  /**
   * Subscribes to `channel`. Resolves once listening, or at once when the database cannot be
   * reached now (`listening` then runs when it can).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  /** Ends a subscription (the session stays for the others; LISTEN stays until it ends). */
  unlisten(channel: string, handlers: ListenHandlers): void;
  /** Runs a query on the listening session (so its answer is ordered with the announcements). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export interface ListenerLog {
  warn(details: { err: unknown }, message: string): void;
}

/** The first reconnection waits this long, each failed one twice as long, up to `MAX_RETRY_MS`. */
export const FIRST_RETRY_MS = 500;
export const MAX_RETRY_MS = 30_000;

interface Session {
  client: pg.Client;
  /** LISTEN sent on this session, per channel. */
  channels: Map<string, Promise<unknown>>;
  /** Subscribers whose `listening` ran on this session. */
  told: Set<ListenHandlers>;
  lose(err: unknown): void;
}

/**
 * One LISTEN session per instance on PostgreSQL, shared by whoever hears announcements (the
 * catalogue's version watch, the notification streams): a pooled connection cannot listen, and
 * one session instead of one per subscriber. Opened with the first subscriber. Payloads are
 * `schema:message`; only this schema's reach the subscribers (several shops may share a server).
 * When the session is lost (the server restarted, the session was terminated or timed out idle),
 * subscribers are told, and it is opened again after a growing pause; once listening again each
 * subscriber reads what it may have missed.
 */
export function openListener(config: pg.ClientConfig, log: ListenerLog): Listener {
  const subscribers = new Map<string, Set<ListenHandlers>>();
  let current: Session | null = null;
  let attempt: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  let closed = false;

  function connect() {
    const client = new pg.Client({ keepAlive: true, ...config });
    let gone = false;
    const session: Session = {
      client,
      channels: new Map(),
      told: new Set(),
      lose(err) {
        if (gone) return;
        gone = true;
        client.removeAllListeners();
        client.on('error', () => {}); // late errors of a session already given up
        client.end().catch(() => {});
        if (current === session) {
          current = null;
          for (const handlers of subscribers.values()) for (const h of handlers) h.lost?.();
        }
        if (closed) return;
        log.warn({ err }, 'the LISTEN session to the database was lost; listening again shortly');
        scheduleRetry();
      },
    };
    client.on('error', (err) => session.lose(err));
    client.on('end', () => session.lose(new Error('the LISTEN session ended')));
    attempt = (async () => {
      await client.connect();
      if (closed) throw new Error('the listener was closed');
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const prefix = `${itemAt(rows, 0).schema}:`;
      client.on('notification', ({ channel, payload = '' }) => {
        if (!payload.startsWith(prefix)) return;
        for (const h of subscribers.get(channel) ?? []) h.heard(payload.slice(prefix.length));
      });
      current = session;
      await catchUp(session);
      delay = FIRST_RETRY_MS;
    })()
      .catch((err: unknown) => session.lose(err))
      .finally(() => {
        attempt = null;
      });
  }

  function scheduleRetry() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed) connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }

  /** LISTEN on every subscribed channel, then each subscriber not yet told reads what it missed. */
  async function catchUp(session: Session) {
    for (const [channel, handlers] of subscribers) {
      let listened = session.channels.get(channel);
      if (!listened) session.channels.set(channel, (listened = session.client.query(`listen ${channel}`)));
      await listened;
      for (const h of handlers) {
        if (session.told.has(h)) continue;
        session.told.add(h);
        await h.listening?.();
      }
    }
  }

  return {
    async listen(channel, handlers) {
      if (closed) return;
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(handlers);
      if (!current && !attempt && !retry) connect();
      await attempt;
      const session = current;
      if (session) await catchUp(session).catch((err: unknown) => session.lose(err));
    },
    unlisten(channel, handlers) {
      subscribers.get(channel)?.delete(handlers);
    },
    async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const session = current;
      if (!session) throw new Error('Not listening to the database just now');
      try {
        return (await session.client.query<R>(text, values)).rows;
      } catch (err) {
        session.lose(err); // a failed plain read: the session is not to be trusted
        throw err;
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      subscribers.clear();
      await attempt;
      const session = current;
      current = null;
      session?.client.removeAllListeners();
      session?.client.on('error', () => {});
      await session?.client.end().catch(() => {});
    },
  };
}
