import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import type { SessionStatus } from '@server/lib/sessions';
import type { Clock } from '@server/providers/clock/clock';
import * as repo from './notification.repository.js';
import type { ListenHandlers } from '@server/db/listener';
import { redisCarrier, type RedisCarrier } from './redis-carrier.js';
import { toNotification } from './notification-view.js';
import { NOTIFICATION_CHANNEL, type NotificationSignal } from './notify.js';
import { EXPIRED_EVENT, REPLACED_EVENT, streamsOverLimits } from './stream-limits.js';

export { MAX_STREAMS_PER_ACCOUNT, MAX_STREAMS_PER_SIGN_IN } from './stream-limits.js';

/** A comment line this often keeps proxies and the server's idle timeout from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How often every stream's sign-in is checked (another instance's sign-out or revocation). */
export const SESSION_CHECK_MS = 5_000;
/** Rows one read sends at most; a stream far behind catches up over several. */
const CATCH_UP_BATCH = 100;

interface Stream {
  userId: number;
  sessionId: number;
  /** When the cookie that opened it expires (ms): the stream ends then. */
  expiresAt: number;
  lastId: number;
  res: ServerResponse;
}

/**
 * The open notification streams of this instance (docs/notifications.md "The stream"). A new
 * notification for a user makes one read of that user's rows after the oldest id their streams
 * have sent, and each stream is sent what it has not seen, as `notification` events whose `id`
 * is the notification's, so a reconnection resumes with `Last-Event-ID`. Reads of one user never
 * overlap; a signal during a read makes one more read after it. An account and a sign-in hold
 * a few streams each (stream-limits.ts), and a stream ends with the cookie that opened it.
 */
export class NotificationStreams implements NotificationSignal {
  private readonly byUser = new Map<number, Set<Stream>>();
  private readonly pumping = new Map<number, Promise<void>>();
  private readonly pumpAgain = new Set<number>();
  /** PostgreSQL: subscribed to the instance's LISTEN session (db/listener.ts) with the first stream. */
  private subscribed: Promise<void> | null = null;
  private readonly onNotify: ListenHandlers = {
    heard: (user) => {
      if (/^\d+$/.test(user)) this.deliver(Number(user));
    },
    // Listening again after a lost session: announcements made meanwhile were lost, so every
    // stream reads what it missed from the table (as after Redis comes back).
    listening: () => this.deliverToAll(),
  };
  /** Redis pub/sub between instances (REDIS_URL on PostgreSQL), opened at start. */
  private redis: Promise<RedisCarrier> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopRevocations: (() => void) | null = null;

  /**
   * With `redisUrl` on PostgreSQL, other instances hear of new notifications through Redis
   * pub/sub instead of LISTEN/NOTIFY (notify.ts then sends no NOTIFY). On SQLite the shop is one
   * process, so Redis carries nothing.
   */
  readonly viaRedis: boolean;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStatus,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: { redisUrl?: string } = {},
  ) {
    this.viaRedis = Boolean(options.redisUrl) && db.dialect === 'postgres';
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  start(): void {
    this.stopRevocations = this.sessions.onRevoked((sessionId) => this.endSession(sessionId));
    const heartbeat = setInterval(() => this.everyStream((s) => s.res.write(': ping\n\n')), HEARTBEAT_MS);
    const checks = setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
    heartbeat.unref();
    checks.unref();
    this.timers = [heartbeat, checks];
    // Opened at start, not with the first stream: an instance without streams still publishes.
    if (this.viaRedis && this.options.redisUrl) this.redis = this.openRedis(this.options.redisUrl);
  }

  /** Ends every stream (the app is closing: an open stream would hold the server open). */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.stopRevocations?.();
    this.everyStream((s) => this.end(s));
    this.db.listener?.unlisten(NOTIFICATION_CHANNEL, this.onNotify);
    this.subscribed = null;
    const redis = this.redis;
    this.redis = null;
    await redis?.then((carrier) => carrier.close()).catch(() => {});
  }

  /** A notification committed in this process: its streams read it, and Redis tells the others. */
  published(userId: number): void {
    if (this.redis) void this.redis.then((carrier) => carrier.publish(userId)).catch(() => {});
    this.deliver(userId);
  }

  /** Sends `userId`'s streams what they have not seen (after a commit here, or heard from another instance). */
  private deliver(userId: number): void {
    if (!this.byUser.has(userId)) return;
    if (this.pumping.has(userId)) {
      this.pumpAgain.add(userId);
      return;
    }
    const run = this.pump(userId)
      .catch((err: unknown) => this.log.warn({ err, userId }, 'notification stream read failed'))
      .finally(() => {
        this.pumping.delete(userId);
        if (this.pumpAgain.delete(userId)) this.deliver(userId);
      });
    this.pumping.set(userId, run);
  }

  /**
   * Takes over an HTTP response as a stream for `userId`: sends `ready` with the unread count,
   * then what came after `lastEventId` (a reconnection), then each new notification. Past the
   * account's or the sign-in's cap, the oldest stream ends.
   */
  async open(
    res: ServerResponse,
    who: { userId: number; sessionId: number; expiresAt: number },
    lastEventId: number | null,
  ) {
    let gone = false;
    res.once('close', () => (gone = true));
    await this.listening();
    const stream: Stream = {
      ...who,
      res,
      lastId: lastEventId ?? (await repo.latestIdOf(this.db.kysely, who.userId)),
    };
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx would otherwise buffer the events.
      'X-Accel-Buffering': 'no',
    });
    const unread = await repo.unreadOf(this.db.kysely, who.userId);
    res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ unread })}\n\n`);
    // A client that left while the rows were read would otherwise hold a place for good.
    if (gone) return;
    let set = this.byUser.get(who.userId);
    if (!set) this.byUser.set(who.userId, (set = new Set()));
    set.add(stream);
    res.once('close', () => this.remove(stream));
    // A Set keeps insertion order: oldest first, this one last.
    for (const { stream: old, reason } of streamsOverLimits([...set])) this.end(old, REPLACED_EVENT(reason));
    if (lastEventId !== null) this.deliver(who.userId);
  }

  private remove(stream: Stream) {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  /**
   * Ends a stream, with `lastWords` (an event telling the storefront why) if given. Taken out of
   * the count at once, not when its socket closes: the stream that replaced it, or a new one
   * opened at once with a fresh cookie, must not find it still counted.
   */
  private end(stream: Stream, lastWords?: string) {
    this.remove(stream);
    if (stream.res.writableEnded) return; // ended already (writing again would throw)
    if (lastWords) stream.res.write(lastWords);
    stream.res.end();
  }

  private async pump(userId: number): Promise<void> {
    for (;;) {
      const streams = [...(this.byUser.get(userId) ?? [])];
      if (streams.length === 0) return;
      const from = Math.min(...streams.map((s) => s.lastId));
      const rows = await repo.after(this.db.kysely, userId, from, CATCH_UP_BATCH);
      if (rows.length === 0) return;
      const unread = await repo.unreadOf(this.db.kysely, userId);
      const events = rows.map((row) => ({
        id: row.notification_id,
        text: `id: ${row.notification_id}\nevent: notification\ndata: ${JSON.stringify({ notification: toNotification(row), unread })}\n\n`,
      }));
      for (const stream of streams) {
        const fresh = events.filter((e) => e.id > stream.lastId);
        // A stream ended while the rows were read (replaced, expired) takes no more writes.
        if (fresh.length === 0 || stream.res.writableEnded) continue;
        stream.res.write(fresh.map((e) => e.text).join(''));
        stream.lastId = fresh[fresh.length - 1]!.id;
      }
      if (rows.length < CATCH_UP_BATCH) return;
    }
  }

  private endSession(sessionId: number) {
    this.everyStream((s) => {
      if (s.sessionId === sessionId) this.end(s);
    });
  }

  /** Every stream's cookie and sign-in: one past its cookie's lifetime or of an ended sign-in ends. */
  private async checkSessions() {
    const streams: Stream[] = [];
    this.everyStream((s) => streams.push(s));
    for (const s of streams) {
      if (s.expiresAt <= this.clock.now()) {
        this.end(s, EXPIRED_EVENT);
        continue;
      }
      try {
        if (!(await this.sessions.isLive(s.sessionId, s.userId))) this.end(s);
      } catch (err) {
        this.log.warn({ err }, 'could not check a notification stream’s sign-in');
      }
    }
  }

  /** Over a copy: `fn` may end (and so remove) the stream it is given. */
  private everyStream(fn: (stream: Stream) => void) {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) fn(stream);
  }

  /**
   * PostgreSQL: LISTEN (or the Redis subscription) before the first stream opens, so nothing
   * committed after it is missed.
   */
  private async listening(): Promise<void> {
    if (this.redis) {
      await (await this.redis).ready();
      return;
    }
    const listener = this.db.listener;
    if (!listener) return;
    await (this.subscribed ??= listener.listen(NOTIFICATION_CHANNEL, this.onNotify));
  }

  private deliverToAll(): void {
    for (const userId of this.byUser.keys()) this.deliver(userId);
  }

  /** Redis carries announcements of this database and schema only (several shops may share it). */
  private async openRedis(url: string): Promise<RedisCarrier> {
    const { rows } = await sql<{
      scope: string;
    }>`select current_database() || '/' || current_schema() as scope`.execute(this.db.kysely);
    return redisCarrier(url, rows[0]?.scope ?? '', {
      heard: (userId) => this.deliver(userId),
      resumed: () => this.deliverToAll(),
      warn: (err) => this.log.warn({ err }, 'notification carrier (Redis) failed; it reconnects by itself'),
    });
  }
}
