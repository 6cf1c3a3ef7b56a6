/**
 * The read path: how public answers (home, catalogue) stay fast and exactly current
 * (docs/performance.md, "Catalogue at 100 000 products"). This folder owns all of it:
 *  - `answer-memory.ts`: public answers remembered by URL with the generation they were made at
 *    (`PublicAnswers`; app.ts hands it the catalogue read model's `generation()`);
 *  - `compiled-once.ts`, `batched-lookup.ts`, `sqlite-replan.ts`: reads built once, batched, planned once;
 *  - `sqlite-reads.ts`, `postgres-reads.ts`: the connections those reads run on, the statement
 *    caches, and the versions each instance reads or hears (`catalog-version-watch.ts`);
 *  - `catalog-tables.ts`, `product-versions.ts`: the tables the catalogue version covers, and how
 *    a product's version is read. The triggers that bump both versions are the migrations'
 *    (005, 007, 011, 019; src/server/db/migrations/frozen/).
 *
 * The one way a module uses it: it reads through `db.reads` with Kysely as anywhere else, wraps a
 * hot read in `compiledOnce`/`batchedLookup`,
 * answers a public route with `app.publicAnswers.send`, and calls `db.catchUp` once a write that
 * public answers show has committed (a console write does it through `operatorWrite`,
 * modules/operator-write). Besides, `openDb` (src/server/db) wires the connections, `app.ts` makes the
 * answer memory, and the demo seed empties the tables of `catalog-tables.ts` and re-plans.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * What the read path adds to an open database (`Db` extends it): where public reads run and how
 * an instance knows which catalogue and product versions are committed.
 */
export interface ReadPath {
  /**
   * For reads outside a transaction (the storefront's public answers): what is committed, and
   * never queued behind another request's write transaction. SQLite: a read-only connection of
   * its own, whose compiled-once reads run synchronously; PostgreSQL: the pool, as `kysely`
   * (its compiled-once reads on connections of their own that keep one plan per statement).
   */
  reads: Kysely<Database>;
  /** The committed catalogue version (bumped by trigger on every catalogue write). */
  catalogVersion(): Promise<number>;
  /** The committed version of one product (bumped by trigger when its reviews or stock change); 0 before any. */
  productVersion(productId: number): Promise<number>;
  /**
   * Call after committing a catalogue or stock write: this instance's next public answer then
   * shows it at once. PostgreSQL otherwise learns versions from announcements a moment after
   * commit; SQLite reads the committed versions on every request, so there it does nothing.
   */
  catchUp(productIds?: number[]): Promise<void>;
}

/** A dialect's read path with the writing connection it was built around, as `openDb` wires it. */
export interface OpenedReadPath extends ReadPath {
  kysely: Kysely<Database>;
  close(): Promise<void>;
}
