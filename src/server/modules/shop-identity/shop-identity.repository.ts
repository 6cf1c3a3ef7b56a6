import type { Executor } from '@server/db/transaction';
import type { ShopIdentity as Identity } from '@shared/schemas/console-settings';

/** The identity saved in the console (migration 037), or undefined before the first save. */
export async function readSavedIdentity(db: Executor): Promise<Identity | undefined> {
  const row = await db.selectFrom('shop_identity').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    tagline: row.tagline,
    addressLines: row.address === '' ? [] : row.address.split('\n'),
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    logoPath: row.logo_path,
  };
}

export async function writeIdentity(db: Executor, identity: Identity, now: string): Promise<void> {
  const row = {
    name: identity.name,
    tagline: identity.tagline,
    address: identity.addressLines.join('\n'),
    sender_name: identity.senderName,
    sender_email: identity.senderEmail,
    logo_path: identity.logoPath,
    updated_at: now,
  };
  await db
    .insertInto('shop_identity')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
