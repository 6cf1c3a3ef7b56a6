import type { Executor } from '@server/db/transaction';
import type { Clock } from '@server/providers/clock/clock';

/** How long an instance trusts that a sign-in is still live before asking the database again. */
export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_REMEMBERED = 50_000;

/**
 * Whether a sign-in (a refresh-token family, named by the access token's `sid` claim) is still
 * live: not logged out, not revoked for reuse, not expired. One primary-key read, remembered for
 * SESSION_CHECK_TTL_MS; a revocation made by this instance is known at once, one made by another
 * instance within that time. A revoked sign-in never comes back, so that answer is kept.
 */
export class SessionStatus {
  private readonly known = new Map<number, { live: boolean; userId: number; until: number }>();
  private readonly revocationListeners = new Set<(sessionId: number) => void>();

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async isLive(sessionId: number, userId: number): Promise<boolean> {
    const now = this.clock.now();
    const cached = this.known.get(sessionId);
    if (cached && (!cached.live || cached.until > now)) return cached.live && cached.userId === userId;
    const row = await this.db
      .selectFrom('refresh_family')
      .select(['user_id', 'revoked_at', 'expires_at'])
      .where('family_id', '=', sessionId)
      .executeTakeFirst();
    const live = !!row && row.revoked_at === null && row.expires_at > new Date(now).toISOString();
    this.remember(sessionId, { live, userId: row?.user_id ?? 0, until: now + SESSION_CHECK_TTL_MS });
    return live && row!.user_id === userId;
  }

  /** Called by whoever revokes a sign-in, so this instance refuses its access tokens at once. */
  revoked(sessionId: number): void {
    this.remember(sessionId, { live: false, userId: 0, until: Infinity });
    for (const listener of this.revocationListeners) listener(sessionId);
  }

  /** Told of every sign-in this instance revokes (open notification streams end at once). */
  onRevoked(listener: (sessionId: number) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  private remember(sessionId: number, entry: { live: boolean; userId: number; until: number }) {
    if (this.known.size >= MAX_REMEMBERED) this.known.clear();
    this.known.set(sessionId, entry);
  }
}
