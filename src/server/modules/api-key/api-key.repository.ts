import type { Executor } from '@server/db/transaction';

export interface NewApiKey {
  name: string;
  scopes: string;
  prefix: string;
  secretHash: string;
  createdBy: number;
  now: string;
}

export async function insertApiKey(db: Executor, key: NewApiKey): Promise<number> {
  const row = await db
    .insertInto('api_key')
    .values({
      name: key.name,
      scopes: key.scopes,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      created_by: key.createdBy,
      created_at: key.now,
    })
    .returning('api_key_id')
    .executeTakeFirstOrThrow();
  return row.api_key_id;
}

/** Every key with its maker's email, newest first; the hash is not selected, so it never leaves here. */
export async function listApiKeyRows(db: Executor) {
  return db
    .selectFrom('api_key as k')
    .leftJoin('app_user as u', 'u.user_id', 'k.created_by')
    .select([
      'k.api_key_id',
      'k.name',
      'k.scopes',
      'k.prefix',
      'u.email as created_by_email',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
    ])
    .orderBy('k.api_key_id', 'desc')
    .execute();
}

/** Revokes a key once: a key revoked before keeps its first revocation time. */
export async function revokeApiKeyRow(db: Executor, apiKeyId: number, now: string): Promise<string | null> {
  await db
    .updateTable('api_key')
    .set({ revoked_at: now })
    .where('api_key_id', '=', apiKeyId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db.selectFrom('api_key').select('revoked_at').where('api_key_id', '=', apiKeyId).executeTakeFirst();
  return row ? row.revoked_at : null;
}

/** The names of these keys, for a timeline that shows who acted. */
export async function apiKeyNamesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('api_key').select(['api_key_id', 'name']).where('api_key_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.api_key_id, r.name]));
}
