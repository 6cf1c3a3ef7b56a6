import { sql, type Insertable } from 'kysely';
import type { Updateable } from 'kysely';
import type { ImportJobTable } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/** Every query of the catalogue import: the products a file names, and the import jobs. */

export async function productByExternalId(db: Executor, externalId: string) {
  return db
    .selectFrom('inventory')
    .select(['inventory_id', 'external_id'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

export async function productKeys(db: Executor, productId: number) {
  return db
    .selectFrom('inventory')
    .select(['inventory_id', 'external_id'])
    .where('inventory_id', '=', productId)
    .executeTakeFirst();
}

/** A category by its name (any case): a top-level one when `parentId` is null, else one of its sub-categories. */
export async function categoryNamed(db: Executor, name: string, parentId: number | null) {
  let q = db
    .selectFrom('category')
    .select('category_id')
    .where(sql<string>`lower(display_name)`, '=', name.toLowerCase());
  q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  return (await q.orderBy('category_id').executeTakeFirst())?.category_id;
}

export async function insertCategory(db: Executor, name: string, parentId: number | null) {
  const { category_id } = await db
    .insertInto('category')
    .values({ parent_id: parentId, display_name: name, description: '', cover_path: null, sort_order: 0 })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return category_id;
}

/** Every badge, by its text without case. */
export async function badgesByText(db: Executor) {
  const rows = await db.selectFrom('badge').select(['badge_id', 'text']).execute();
  return new Map(rows.map((b) => [b.text.toLowerCase(), b.badge_id]));
}

/** Which of these SKUs (compared without case) a product other than `productId` holds, and which product. */
export async function skusHeldByOthers(db: Executor, skus: string[], productId: number | null) {
  if (skus.length === 0) return new Map<string, number>();
  const lower = skus.map((s) => s.toLowerCase());
  const other = productId ?? 0;
  const [variants, own] = await Promise.all([
    db
      .selectFrom('product_variant')
      .select(['sku', 'inventory_id'])
      .where(sql<string>`lower(sku)`, 'in', lower)
      .where('inventory_id', '!=', other)
      .execute(),
    db
      .selectFrom('inventory')
      .select(['sku', 'inventory_id'])
      .where(sql<string>`lower(sku)`, 'in', lower)
      .where('inventory_id', '!=', other)
      .execute(),
  ]);
  return new Map([...variants, ...own].map((r) => [r.sku!.toLowerCase(), r.inventory_id]));
}

/** The products these externalIds name, by externalId: one query for a whole batch. */
export async function productsByExternalIds(db: Executor, externalIds: string[]) {
  if (externalIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('inventory')
    .select(['inventory_id', 'external_id'])
    .where('external_id', 'in', externalIds)
    .execute();
  return new Map(rows.map((r) => [r.external_id!, r.inventory_id]));
}

/** Which of these SKUs (compared without case) any product or combination holds: one query pair for a batch. */
export async function skusHeld(db: Executor, skus: string[]) {
  return skusHeldByOthers(db, skus, null);
}

/** The product's key from the merchant and its own SKU (that of a product without combinations). */
export async function setProductKeys(
  db: Executor,
  productId: number,
  keys: { externalId: string | null; sku: string | null },
) {
  await db
    .updateTable('inventory')
    .set({ external_id: keys.externalId, sku: keys.sku })
    .where('inventory_id', '=', productId)
    .execute();
}

export async function insertJob(db: Executor, job: Insertable<ImportJobTable>) {
  await db.insertInto('import_job').values(job).execute();
}

export async function findJob(db: Executor, importId: string) {
  return db.selectFrom('import_job').selectAll().where('import_id', '=', importId).executeTakeFirst();
}

export async function listRefusals(db: Executor, importId: string) {
  return db
    .selectFrom('import_refusal')
    .select(['line', 'reason'])
    .where('import_id', '=', importId)
    .orderBy('line')
    .execute();
}

/**
 * Takes the oldest job that is waiting or whose worker stopped renewing its lease: one
 * conditional update, so two workers never hold the same job. Answers it, or undefined.
 */
export async function leaseJob(db: Executor, owner: string, now: string, until: string) {
  const candidate = await db
    .selectFrom('import_job')
    .select(['import_id', 'lease_until'])
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('created_at')
    .orderBy('import_id')
    .executeTakeFirst();
  if (!candidate) return undefined;
  const taken = await db
    .updateTable('import_job')
    .set({ lease_owner: owner, lease_until: until, status: 'running', updated_at: now })
    .where('import_id', '=', candidate.import_id)
    .where((eb) =>
      candidate.lease_until === null ? eb('lease_until', 'is', null) : eb('lease_until', '=', candidate.lease_until),
    )
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return undefined;
  return findJob(db, candidate.import_id);
}

/** Moves the job's counters by one batch, if `owner` still holds it; false when it lost the lease. */
export async function recordBatch(
  db: Executor,
  importId: string,
  owner: string,
  batch: { rows: number; created: number; updated: number; unchanged: number; now: string; until: string },
) {
  const result = await db
    .updateTable('import_job')
    .set((eb) => ({
      done: eb('done', '+', batch.rows),
      created: eb('created', '+', batch.created),
      updated: eb('updated', '+', batch.updated),
      unchanged: eb('unchanged', '+', batch.unchanged),
      lease_until: batch.until,
      updated_at: batch.now,
    }))
    .where('import_id', '=', importId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRefusals(db: Executor, importId: string, refusals: { line: number; reason: string }[]) {
  if (refusals.length === 0) return;
  await db
    .insertInto('import_refusal')
    .values(refusals.map((r) => ({ import_id: importId, line: r.line, reason: r.reason.slice(0, 1000) })))
    .onConflict((oc) => oc.columns(['import_id', 'line']).doNothing())
    .execute();
}

export async function setJob(db: Executor, importId: string, owner: string | null, values: Updateable<ImportJobTable>) {
  let q = db.updateTable('import_job').set(values).where('import_id', '=', importId);
  if (owner !== null) q = q.where('lease_owner', '=', owner);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** A dry run that starts again from its first row forgets what it had reported. */
export async function resetDryRun(db: Executor, importId: string) {
  await db.deleteFrom('import_refusal').where('import_id', '=', importId).execute();
  await db
    .updateTable('import_job')
    .set({ done: 0, created: 0, updated: 0, unchanged: 0 })
    .where('import_id', '=', importId)
    .execute();
}

/** The operator who made an API key (null once that account is gone). */
export async function apiKeyMaker(db: Executor, apiKeyId: number): Promise<number | null> {
  const key = await db.selectFrom('api_key').select('created_by').where('api_key_id', '=', apiKeyId).executeTakeFirst();
  return key?.created_by ?? null;
}
