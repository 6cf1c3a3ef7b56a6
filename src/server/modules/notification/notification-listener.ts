import pg from 'pg';
import { itemAt } from '@shared/item-at';
import { NOTIFICATION_CHANNEL } from './notify.js';

export interface NotificationListener {
  /** Resolves once listening (so nothing committed afterwards can be missed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One LISTEN session per instance on PostgreSQL: hears every notification committed by any
 * instance on this schema (`notify.ts` sends `schema:userId` at commit) and hands the user to
 * `heard`. After a lost connection it listens again and calls `resumed`, since announcements
 * made meanwhile were lost: the streams then read what they missed from the table.
 */
export function listenForNotifications(
  config: pg.ClientConfig,
  handlers: { heard(userId: number): void; resumed(): void; warn(err: unknown): void },
): NotificationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const c = new pg.Client({ keepAlive: true, application_name: 'shop-notifications', ...config });
    client = c;
    c.on('error', restart);
    c.on('end', restart);
    await c.connect();
    const schema = itemAt((await c.query<{ schema: string }>('select current_schema() as schema')).rows, 0).schema;
    c.on('notification', (message) => {
      const [from, user] = (message.payload ?? '').split(':');
      if (from === schema && user && /^\d+$/.test(user)) handlers.heard(Number(user));
    });
    await c.query(`listen ${NOTIFICATION_CHANNEL}`);
  }

  function restart(err?: unknown) {
    if (err) handlers.warn(err);
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      listen().then(handlers.resumed, restart);
    }, 1000);
    retry.unref();
  }

  const first = listen().catch((err: unknown) => restart(err));
  return {
    ready: () => first,
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      c?.removeAllListeners();
      await c?.end().catch(() => {});
    },
  };
}
