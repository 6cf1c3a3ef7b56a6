import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import type { ShopIdentity as Identity } from '@shared/schemas/console-settings';
import { readSavedIdentity } from './shop-identity.repository.js';

export type { Identity };

/**
 * How often an instance asks whether the identity changed: at most once a second, when a request
 * comes (app.ts; the request does not wait for it). PostgreSQL answers from the version watch's
 * memory, SQLite with one small read.
 */
export const IDENTITY_CHECK_MS = 1_000;

/**
 * The sender MAIL_FROM names (`Name <address>`, `"Smith, Jones" <address>` or a bare address),
 * split into the name and the address the console edits.
 */
export function senderOf(mailFrom: string): { name: string; address: string } {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(mailFrom);
  if (!named) return { name: '', address: mailFrom.trim() };
  const name = named[1] ?? '';
  const unquoted = /^".*"$/.test(name) ? name.slice(1, -1).replace(/\\(.)/g, '$1') : name;
  return { name: unquoted, address: (named[2] ?? '').trim() };
}

/** The environment's values: what a shop uses until the operator saves its identity. */
export function identityFromConfig(config: Config): Identity {
  const sender = senderOf(config.MAIL_FROM);
  return {
    name: config.SHOP_NAME,
    tagline: config.SHOP_TAGLINE,
    addressLines: config.SHOP_ADDRESS,
    senderName: sender.name,
    senderEmail: sender.address,
    logoPath: null,
  };
}

/**
 * The one owner of the shop's name, tagline, address, mail sender and logo (docs/operator-console.md,
 * "Shop identity"): everything that shows or sends them asks `current()` when it does, so a save
 * shows on the next page, mail and document. It holds the saved row (migration 037), read at
 * start, or the environment's values until one is saved.
 *
 * The instance that saves takes the new values at once (`replace`). Every other instance learns
 * of the save through the catalogue version the save bumps: when a request comes, at most once per
 * IDENTITY_CHECK_MS, it compares the version with the one it read the identity at and reads the
 * row again when it moved, beside the request. So another instance trails a save by the version's
 * announcement (PostgreSQL, a moment) plus up to a second of its requests; a mail its outbox sends
 * before any request has come carries the sender it last knew.
 */
export class ShopIdentity {
  private lastCheck = 0;
  private checking: Promise<void> | undefined;
  /** Rises with every `replace`, so a read that straddled a save does not undo it. */
  private replaced = 0;

  private constructor(
    private readonly db: Db,
    private readonly fallback: Identity,
    private values: Identity,
    private seenVersion: number,
  ) {}

  /**
   * Read at start. A database that does not answer yet does not stop the start (the shop starts
   * through an outage, docs/architecture.md): the environment's values stand in until the first
   * request after it answers reads the saved ones.
   */
  static async open(db: Db, fallback: Identity): Promise<ShopIdentity> {
    const identity = new ShopIdentity(db, fallback, fallback, -1);
    await identity.check().catch(() => {});
    return identity;
  }

  current(): Identity {
    return this.values;
  }

  /** Who mail comes from, as the mailer writes it (an empty name: the bare address). */
  sender(): { name: string; address: string } {
    return { name: this.values.senderName, address: this.values.senderEmail };
  }

  /** After a save committed on this instance: the next request, mail and document use it. */
  replace(values: Identity): void {
    this.replaced++;
    this.values = values;
  }

  /** Reads the identity again if the catalogue version moved since; at most once per IDENTITY_CHECK_MS. */
  async refresh(now = Date.now()): Promise<void> {
    if (this.checking) return this.checking;
    if (now - this.lastCheck < IDENTITY_CHECK_MS) return;
    this.lastCheck = now;
    // A database that does not answer keeps the values known; the request itself says why.
    this.checking = this.check()
      .catch(() => {})
      .finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async check(): Promise<void> {
    const version = await this.db.catalogVersion();
    if (version === this.seenVersion) return;
    const replaced = this.replaced;
    const saved = await readSavedIdentity(this.db.kysely);
    if (replaced !== this.replaced) return;
    this.values = saved ?? this.fallback;
    this.seenVersion = version;
  }
}
