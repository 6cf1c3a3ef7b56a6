import type { Executor } from '@server/db/transaction';

export async function insertNote(
  db: Executor,
  row: { user_id: number; note: string; actor: string; created_at: string },
): Promise<number> {
  const { note_id } = await db.insertInto('customer_note').values(row).returning('note_id').executeTakeFirstOrThrow();
  return note_id;
}

/** The customer's notes, newest first (the id breaks ties of one millisecond). */
export async function notesOf(db: Executor, userId: number) {
  return db
    .selectFrom('customer_note')
    .select(['note_id', 'note', 'actor', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('note_id', 'desc')
    .execute();
}

/** The members' emails by id, to name who wrote a note. */
export async function emailsOf(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('app_user').select(['user_id', 'email']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, r.email]));
}
