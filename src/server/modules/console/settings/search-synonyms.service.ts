import type { SearchSynonyms, SearchSynonymsWrite } from '@shared/schemas/console-settings';
import type { Executor } from '@server/db/transaction';
import { recordAudit } from '@server/modules/operator-write';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

/**
 * The search's synonym groups (docs/catalog.md, "Search that forgives"): the operator edits the
 * whole list at once. Saving bumps the catalogue version (migration 035's triggers), so the next
 * search reads the new groups and no remembered answer made with the old ones is served.
 */
export async function readSynonyms(db: Executor): Promise<SearchSynonyms> {
  const rows = await db.selectFrom('search_synonym').select('entries').orderBy('position').execute();
  return { groups: rows.map((r) => r.entries) };
}

/** Each entry trimmed, blanks and repeats left out, joined by ", ": a group as it is shown again. */
const tidy = (group: string) => {
  const seen = new Set<string>();
  return group
    .split(',')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter((entry) => /[\p{L}\p{N}]/u.test(entry) && !seen.has(entry.toLowerCase()) && seen.add(entry.toLowerCase()))
    .join(', ');
};

export async function saveSynonyms(deps: ConsoleDeps, actor: string, input: SearchSynonymsWrite) {
  const groups = input.groups.map(tidy);
  await deps.db.transaction(async (tx) => {
    const before = await readSynonyms(tx.kysely);
    await tx.kysely.deleteFrom('search_synonym').execute();
    if (groups.length > 0)
      await tx.kysely
        .insertInto('search_synonym')
        .values(groups.map((entries, i) => ({ position: i + 1, entries })))
        .execute();
    await recordAudit(tx.kysely, {
      actor,
      entity: 'setting',
      entityId: null,
      action: 'update',
      subject: 'search synonyms',
      before,
      after: { groups },
      now: deps.nowIso(),
    });
  });
  // The next search, on this instance, reads the new version (and with it the new groups).
  await deps.db.catchUp();
  return readSynonyms(deps.db.kysely);
}
