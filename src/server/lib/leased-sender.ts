import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@server/providers/clock/clock';

/** What claiming a row writes: who holds it, from when, until when (then another instance may take it). */
export interface Lease {
  owner: string;
  now: string;
  leaseUntil: string;
}

/** The table a sender works through, and what sending one row means. */
export interface LeasedWork<Row> {
  /** Ids of the rows due at `now`, oldest first, at most `limit`. */
  due(now: string, limit: number): Promise<number[]>;
  /** Takes one row with a conditional update; undefined when another instance took it first. */
  claim(id: number, lease: Lease): Promise<Row | undefined>;
  /** Sends one claimed row and records the outcome; `stop` ends the pass (the far side is down). */
  send(row: Row): Promise<'sent' | 'stop'>;
  /** When the earliest waiting row is due (or its lease ends). */
  nextDueAt(): Promise<string | undefined>;
  /** Not before this time (ms) does a pass send anything: a backoff of the whole sender. */
  pausedUntil?(): number;
}

export interface LeasedSenderSettings {
  /** How often an idle sender looks for rows other instances wrote or whose time came. */
  pollMs: number;
  /** How long a claimed row is this sender's; longer than any attempt can take. */
  leaseMs: number;
  /** Names the sender in its log lines ('mail outbox', 'webhooks'). */
  name: string;
}

/** Rows looked at per pass; a pass goes on until nothing is due. */
const BATCH = 20;

/**
 * The loop shared by the senders of a table of rows to deliver (the mail outbox, webhooks): every
 * instance runs one. A pass takes due rows oldest first, claims each with a lease (so one instance
 * sends it) and sends it, until nothing is due. `wake` starts a pass now (a row was written and
 * committed); a wake during a pass runs one more pass after it, so nothing written meanwhile waits
 * for the poll. Between passes the sender sleeps until the earliest row is due, at most `pollMs`.
 */
export class LeasedSender<Row> {
  /** This sender's name in `lease_owner`: unique per process start. */
  readonly owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly work: LeasedWork<Row>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: LeasedSenderSettings,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Waits for a pass under way (a row being sent), then sends nothing more. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Look now: a row was written (after its transaction committed), or a test moved on. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass()
      .catch((err: unknown) => this.log.error({ err }, `${this.settings.name} pass failed; tried again shortly`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        } else void this.schedule();
      });
  }

  /** Sends what is due now; resolves when nothing more is (or a send said stop). */
  async pass(): Promise<void> {
    for (;;) {
      if (this.stopped || this.clock.now() < this.pausedUntil()) return;
      const ids = await this.work.due(this.nowIso(), BATCH);
      if (ids.length === 0) return;
      let progressed = false;
      for (const id of ids) {
        if (this.stopped) return;
        const row = await this.work.claim(id, {
          owner: this.owner,
          now: this.nowIso(),
          leaseUntil: this.nowIso(this.settings.leaseMs),
        });
        if (!row) continue; // another instance took it
        if ((await this.work.send(row)) === 'stop') return;
        progressed = true;
      }
      if (!progressed) return;
    }
  }

  /** Next look: when the earliest waiting row is due, and at least every `pollMs`. */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    let delay = this.settings.pollMs;
    try {
      const at = await this.work.nextDueAt();
      if (at) delay = Math.max(50, Math.min(delay, Date.parse(at) - this.clock.now()));
      delay = Math.max(delay, this.pausedUntil() - this.clock.now());
    } catch (err) {
      this.log.warn({ err }, `${this.settings.name}: could not read when the next row is due`);
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private pausedUntil(): number {
    return this.work.pausedUntil?.() ?? 0;
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now() + offsetMs).toISOString();
  }
}
