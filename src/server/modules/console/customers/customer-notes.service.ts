import type { CustomerNote } from '@shared/schemas/console-customer-notes';
import { notFound } from '@server/lib/errors';
import { lockForUpdate, type Executor } from '@server/db/transaction';
import { apiKeyNamesOf } from '@server/modules/api-key';
import { actorApiKeyId } from '@server/modules/operator-write';
import * as repo from './customer-notes.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

const MEMBER = /^operator:(\d+)$/;
const memberId = (actor: string) => {
  const match = MEMBER.exec(actor);
  return match ? Number(match[1]) : null;
};
const isId = (id: number | null): id is number => id !== null;

/**
 * Internal notes on a customer: who of the shop wrote what, and when. Only the console reads
 * them (no customer endpoint, export or mail carries them); a note is added, never edited.
 */
export async function addNote(deps: ConsoleDeps, actor: string, userId: number, note: string): Promise<CustomerNote> {
  const now = deps.nowIso();
  const noteId = await deps.db.transaction(async (tx) => {
    if (!(await lockForUpdate(tx, 'app_user', 'user_id', userId))) throw notFound('Customer');
    return repo.insertNote(tx.kysely, { user_id: userId, note, actor, created_at: now });
  });
  const [named] = await namedNotes(deps.db.kysely, [{ note_id: noteId, note, actor, created_at: now }]);
  return named!;
}

/** The customer's notes, newest first; 404 for an unknown customer. */
export async function listNotes(deps: ConsoleDeps, userId: number): Promise<CustomerNote[]> {
  const db = deps.db.kysely;
  const exists = await db.selectFrom('app_user').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (!exists) throw notFound('Customer');
  return namedNotes(db, await repo.notesOf(db, userId));
}

/** Each note with its author as a person reads it: the member's email, or the API key's name. */
async function namedNotes(
  db: Executor,
  rows: { note_id: number; note: string; actor: string; created_at: string }[],
): Promise<CustomerNote[]> {
  const emails = await repo.emailsOf(db, [...new Set(rows.map((r) => memberId(r.actor)))].filter(isId));
  const keyNames = await apiKeyNamesOf(db, [...new Set(rows.map((r) => actorApiKeyId(r.actor)))].filter(isId));
  const nameOf = (actor: string) => {
    const keyId = actorApiKeyId(actor);
    if (keyId !== null) return `API key ${keyNames.get(keyId) ?? keyId}`;
    return emails.get(memberId(actor) ?? 0) ?? actor;
  };
  return rows.map((r) => ({ noteId: r.note_id, note: r.note, authorName: nameOf(r.actor), createdAt: r.created_at }));
}
