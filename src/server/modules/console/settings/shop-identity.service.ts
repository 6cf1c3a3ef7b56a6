import type { ShopIdentity as Identity, ShopIdentityWrite } from '@shared/schemas/console-settings';
import { checkImages, recordAudit } from '@server/modules/operator-write';
import { writeIdentity, type ShopIdentity } from '@server/modules/shop-identity';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

/**
 * Saves the shop's identity (docs/operator-console.md, "Shop identity"): the row, the activity
 * log's entry and the logo's mark as used in one transaction, then this instance's identity, so
 * the next page, mail and document here use it; other instances follow by the catalogue version
 * the save bumps (modules/shop-identity).
 */
export async function saveIdentity(
  deps: ConsoleDeps,
  identity: ShopIdentity,
  actor: string,
  input: ShopIdentityWrite,
): Promise<Identity> {
  const saved: Identity = { ...input };
  await deps.db.transaction(async (tx) => {
    // Only an upload the shop checked and re-encoded; the upload sweep keeps it from now on.
    await checkImages(tx.kysely, [saved.logoPath]);
    await writeIdentity(tx.kysely, saved, deps.nowIso());
    await recordAudit(tx.kysely, {
      actor,
      entity: 'setting',
      entityId: null,
      action: 'update',
      subject: 'shop identity',
      before: identity.current(),
      after: saved,
      now: deps.nowIso(),
    });
  });
  identity.replace(saved);
  return saved;
}
