import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportReport } from '@shared/schemas/catalogue-move';
import type { Db, Dialect, Tx } from '@server/db/database';
import type { ImportJobTable } from '@server/db/schema';
import { AppError, notFound } from '@server/lib/errors';
import { keepImportedPhoto, looksLikePhoto } from '@server/modules/asset';
import type { PhotoStorage } from '@server/providers/storage/index';
import type { WebhookSink } from '@server/modules/webhook';
import {
  checkProduct,
  createProducts,
  importProduct,
  writeProduct,
  type CheckedProduct,
  lookUpBatch,
  newLookups,
  prepareProduct,
  type ImportRun,
  type Outcome,
  type PreparedProduct,
} from './import-product.js';
import { folderPictures, noPictures, openZipPictures } from './import-pictures.js';
import * as repo from './imports.repository.js';
import { keyOf, RowRefusal, type NumberedRow } from './product-file.js';
import { productsOf, rowsOf } from './product-file-reader.js';

/** What an import uses of the app. */
export interface ImportDeps {
  readonly db: Db;
  readonly storage: PhotoStorage;
  readonly log: FastifyBaseLogger;
  readonly webhooks: WebhookSink;
  /** Where uploaded files wait for their job (DATA_DIR/imports). */
  readonly filesDir: string;
  nowIso(): string;
  now(): number;
}

/**
 * Rows written per transaction. SQLite: 100, so that a checkout waiting for its one write lock, or
 * a storefront request waiting for the event loop (better-sqlite3 writes on it), waits a few tens
 * of milliseconds (500 halved the import's time but tripled the storefront's p95 during it).
 * PostgreSQL: 500, as its writes leave the event loop free and a batch's cost is its round trips
 * and commit (a 50 000-row import took 57 s in batches of 100, 20 s of 500, 17 s of 1 000, at
 * load 10-12: docs/performance.md).
 */
export const BATCH_ROWS: Record<Dialect, number> = { sqlite: 100, postgres: 500 };
/** How long a worker holds a job without renewing it; a worker renews it with every batch. */
export const LEASE_MS = 30_000;

type Job = Selectable<ImportJobTable>;

export async function startImport(
  deps: Pick<ImportDeps, 'db' | 'nowIso'>,
  files: { importId: string; actor: string; photoOwnerId: number | null; csvPath: string; picturesPath: string | null },
  options: { dryRun: boolean; createCategories: boolean },
): Promise<{ importId: string; status: 'queued' }> {
  const now = deps.nowIso();
  await repo.insertJob(deps.db.kysely, {
    import_id: files.importId,
    kind: 'products',
    actor: files.actor,
    photo_owner_id: files.photoOwnerId,
    status: 'queued',
    dry_run: options.dryRun ? 1 : 0,
    create_categories: options.createCategories ? 1 : 0,
    file_path: files.csvPath,
    pictures_path: files.picturesPath,
    created_at: now,
    updated_at: now,
  });
  return { importId: files.importId, status: 'queued' };
}

export const newImportId = () => randomUUID();

export async function importReport(db: Db, importId: string): Promise<ImportReport> {
  const job = await repo.findJob(db.kysely, importId);
  if (!job) throw notFound('Import');
  const refused = await repo.listRefusals(db.kysely, importId);
  return {
    importId: job.import_id,
    status: job.status,
    dryRun: job.dry_run === 1,
    rows: job.rows,
    done: job.done,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    refused,
    error: job.error,
  };
}

/** A dry run's products are written in a transaction that is then rolled back by this. */
class DryRunRollback extends Error {}
/** The worker lost its lease (it was too slow, another took the job): it stops at once. */
class LeaseLost extends Error {}

interface BatchItem {
  rows: number;
  prepared?: PreparedProduct;
  refusal?: RowRefusal;
}

async function countRows(path: string): Promise<number> {
  let n = 0;
  for await (const _ of rowsOf(path)) n++;
  return n;
}

/**
 * Runs a leased job from its first row not yet committed to the end, a batch per transaction;
 * answers when it is done, failed, or `stopping()` turned true (the lease is then let go, so
 * the next worker resumes at once). Each batch writes its products, its refusals and the job's
 * counters together: a stop anywhere leaves the job at a batch boundary, never a product twice.
 */
export async function runJob(deps: ImportDeps, job: Job, owner: string, stopping: () => boolean): Promise<void> {
  const who = { actor: job.actor, now: deps.nowIso() };
  const photoOwner = job.photo_owner_id;
  const until = () => new Date(deps.now() + LEASE_MS).toISOString();
  let pictures = noPictures;
  try {
    if (job.pictures_path) {
      pictures = job.pictures_path.toLowerCase().endsWith('.zip')
        ? await openZipPictures(job.pictures_path)
        : folderPictures(job.pictures_path);
    }
    // A dry run keeps what it learnt of the file in memory only: stopped midway, it starts again.
    if (job.dry_run === 1 && job.done > 0) {
      await repo.resetDryRun(deps.db.kysely, job.import_id);
      job = { ...job, done: 0 };
    }
    if (job.rows === 0) {
      const rows = await countRows(job.file_path);
      await repo.setJob(deps.db.kysely, job.import_id, owner, { rows, updated_at: deps.nowIso() });
    }
    const run: ImportRun = {
      dryRun: job.dry_run === 1,
      webhooks: deps.webhooks,
      createCategories: job.create_categories === 1,
      pictures,
      keepPicture: (name, bytes) => {
        if (photoOwner === null)
          throw new AppError('validation', `picture ${name}: this import has no operator account to keep it`);
        return keepImportedPhoto(deps, photoOwner, name, bytes);
      },
      isPhoto: looksLikePhoto,
      skusInFile: new Map(),
      keysInFile: new Map(),
    };
    let skipped = 0;
    let batch: BatchItem[] = [];
    let batchRows = 0;
    for await (const group of productsOf(rowsOf(job.file_path))) {
      if (skipped < job.done) {
        skipped += group.length;
        remember(run, group);
        continue;
      }
      batch.push(await prepared(run, group));
      batchRows += group.length;
      if (batchRows >= BATCH_ROWS[deps.db.dialect]) {
        await writeBatch(deps, run, job, owner, who, batch, until());
        batch = [];
        batchRows = 0;
        await nextTurn(); // the server answers what waited meanwhile
        if (stopping()) {
          await repo.setJob(deps.db.kysely, job.import_id, owner, { lease_owner: null, lease_until: null });
          return;
        }
      }
    }
    if (batch.length > 0) await writeBatch(deps, run, job, owner, who, batch, until());
    await finish(deps, job, owner, 'done', null);
  } catch (error) {
    if (error instanceof LeaseLost) return;
    deps.log.error({ err: error, importId: job.import_id }, 'import failed');
    const reason = error instanceof AppError ? error.message : 'The file could not be read to the end';
    await finish(deps, job, owner, 'failed', reason);
  } finally {
    pictures.close();
  }
}

/** Rows of a product already committed before a restart still hold their keys and SKUs. */
function remember(run: ImportRun, group: NumberedRow[]) {
  const key = keyOf(group[0]!.cells);
  if (key !== null && !run.keysInFile.has(key)) run.keysInFile.set(key, group[0]!.line);
  for (const row of group) {
    const sku = row.cells.sku.trim().toLowerCase();
    if (sku && !run.skusInFile.has(sku)) run.skusInFile.set(sku, { line: row.line, product: group[0]!.line });
  }
}

async function prepared(run: ImportRun, group: NumberedRow[]): Promise<BatchItem> {
  try {
    return { rows: group.length, prepared: await prepareProduct(run, group) };
  } catch (error) {
    if (error instanceof RowRefusal) return { rows: group.length, refusal: error };
    throw error;
  }
}

const refusalOf = (item: PreparedProduct, error: unknown): RowRefusal | null => {
  if (error instanceof RowRefusal) return error;
  if (error instanceof AppError) return new RowRefusal(item.plan.line, error.message);
  return null;
};

/**
 * One batch in one transaction, with its refusals and the job's counters: a stop anywhere leaves
 * the job at a batch boundary, never a product written twice. A product refused midway (its
 * writes already in the transaction) rolls the batch back, and the batch is written again one
 * product per transaction, so every product is written whole or not at all and the others still
 * go in; the counters then follow in a transaction of their own.
 */
async function writeBatch(
  deps: ImportDeps,
  run: ImportRun,
  job: Job,
  owner: string,
  who: { actor: string; now: string },
  batch: BatchItem[],
  until: string,
) {
  const rows = batch.reduce((n, item) => n + item.rows, 0);
  const refusals = batch.flatMap((item) => (item.refusal ? [item.refusal] : []));
  const book = async (tx: Tx, outcomes: Outcome[], refused: RowRefusal[]) => {
    const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
    await repo.insertRefusals(
      tx.kysely,
      job.import_id,
      refused.map((r) => ({ line: r.line, reason: r.message })),
    );
    const kept = await repo.recordBatch(tx.kysely, job.import_id, owner, {
      rows,
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      now: deps.nowIso(),
      until,
    });
    if (!kept) throw new LeaseLost();
  };
  const writeIn = async (tx: Tx, items: BatchItem[]) => {
    const seen = newLookups();
    const plans = items.flatMap((item) => (item.prepared ? [item.prepared.plan] : []));
    if (plans.length > 1) await lookUpBatch(tx, plans, seen);
    const done: Outcome[] = [];
    if (items.length === 1) {
      if (items[0]!.prepared) done.push(await importProduct(tx, who, run, items[0]!.prepared, seen));
      return done;
    }
    // Updates are written as they come; new products together at the end, a statement per table.
    const news: CheckedProduct[] = [];
    for (const item of items) {
      if (!item.prepared) continue;
      const checked = await checkProduct(tx, who, run, item.prepared, seen);
      if (checked === 'unchanged') done.push('unchanged');
      else if (checked.productId === null) news.push(checked);
      else done.push(await writeProduct(tx, who, run, checked));
    }
    await createProducts(tx, who, run, news);
    for (const _ of news) done.push('created');
    return done;
  };
  /** A dry run's writes are rolled back; what it learnt is kept. */
  const inOne = async (items: BatchItem[], booked: boolean) => {
    let done: Outcome[] = [];
    try {
      await deps.db.transaction(async (tx) => {
        done = await writeIn(tx, items);
        if (run.dryRun) throw new DryRunRollback();
        if (booked) await book(tx, done, refusals);
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
    return done;
  };
  let outcomes: Outcome[] | null = null;
  try {
    outcomes = await inOne(batch, true);
  } catch (error) {
    if (error instanceof LeaseLost) throw error;
  }
  const booked = outcomes !== null && !run.dryRun;
  if (outcomes === null) {
    outcomes = [];
    for (const item of batch.filter((b) => b.prepared)) {
      try {
        outcomes.push(...(await inOne([item], false)));
      } catch (error) {
        const refusal = refusalOf(item.prepared!, error);
        if (!refusal) throw error;
        refusals.push(refusal);
      }
    }
  }
  if (!booked) await deps.db.transaction((tx) => book(tx, outcomes, refusals));
  if (!run.dryRun) await deps.db.catchUp();
}

async function finish(deps: ImportDeps, job: Job, owner: string, status: 'done' | 'failed', error: string | null) {
  const now = deps.nowIso();
  const finished = await deps.db.transaction(async (tx) => {
    const mine = await repo.setJob(tx.kysely, job.import_id, owner, {
      status,
      error,
      finished_at: now,
      updated_at: now,
      lease_owner: null,
      lease_until: null,
    });
    return mine;
  });
  // The file is kept until the job is over, so that a restart can resume it.
  // Only the copies the import keeps: never a folder of pictures the command line named.
  if (finished) {
    for (const file of [job.file_path, job.pictures_path]) {
      if (file && path.dirname(file) === deps.filesDir) await rm(file, { force: true });
    }
  }
}
