import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { foundation } from './migrations/001-foundation.js';
import { catalogSearch } from './migrations/002-catalog-search.js';
import { accounts } from './migrations/003-accounts.js';
import { cartAddress } from './migrations/004-cart-address.js';
import { catalogChangeTracking } from './migrations/005-catalog-change-tracking.js';
import { accountRoles } from './migrations/006-account-roles.js';
import { productVersions } from './migrations/007-product-versions.js';
import { hardening } from './migrations/008-hardening.js';
import { testCheckout } from './migrations/010-test-checkout.js';
import { orders } from './migrations/011-orders.js';
import { afterSales } from './migrations/012-after-sales.js';
import { uploads } from './migrations/013-uploads.js';
import { invoices } from './migrations/014-invoices.js';
import { adminCatalog } from './migrations/015-admin-catalogue.js';
import { searchTerms } from './migrations/016-search-terms.js';
import { keptDocuments } from './migrations/017-kept-documents.js';
import { storageRetention } from './migrations/018-storage-retention.js';
import { wholeRowCatalogEdits } from './migrations/019-whole-row-catalogue-edits.js';
import { chosenScreenNames } from './migrations/020-chosen-screen-names.js';
import { consoleDailyWork } from './migrations/021-console-daily-work.js';
import { notifications } from './migrations/022-notifications.js';
import { sitemapIndex } from './migrations/023-sitemap-index.js';
import { paymentsAndRefunds } from './migrations/024-payments-and-refunds.js';
import { productVariants } from './migrations/025-product-variants.js';
import { searchInMemory } from './migrations/026-search-in-memory.js';
import { retiredCombinationsHoldNothing } from './migrations/027-retired-combinations-hold-nothing.js';
import { accountSelfService } from './migrations/028-account-self-service.js';
import { shippingAndTax } from './migrations/029-shipping-and-tax.js';
import { apiKeys } from './migrations/030-api-keys.js';
import { webhooks } from './migrations/031-webhooks.js';
import { catalogueMoveIn } from './migrations/032-catalogue-move-in.js';
import { staffRolesActivity } from './migrations/033-staff-roles-activity.js';
import { catalogueChangeLog } from './migrations/034-catalogue-change-log.js';
import { searchSynonyms } from './migrations/035-search-synonyms.js';
import { parcelsTakeUnits } from './migrations/036-parcels-take-units.js';
import { shopIdentity } from './migrations/037-shop-identity.js';
import { customerNotes } from './migrations/038-customer-notes.js';
import { longerChangeLog } from './migrations/039-longer-change-log.js';

/**
 * Migrations live in code (no file-system scan), in order; each receives the dialect. A database
 * records the names it has run, so an applied migration is never renamed or renumbered, and a
 * migration never changes once applied: what it needs of other code is copied into
 * migrations/frozen/ (ESLint refuses other imports).
 *
 * There is no 009. Three branches written at once took 010 (test checkout), 011 (orders) and 012
 * (hardening); when they were merged, hardening became 008 so it runs before the test checkout's
 * tables, and no migration was ever numbered 009. Nothing is missing.
 */
export type DialectMigration = (db: Db) => Migration;

const migrations: Record<string, DialectMigration> = {
  '001-foundation': foundation,
  '002-catalog-search': catalogSearch,
  '003-accounts': accounts,
  '004-cart-address': cartAddress,
  '005-catalog-change-tracking': catalogChangeTracking,
  '006-account-roles': accountRoles,
  '007-product-versions': productVersions,
  '008-hardening': hardening,
  '010-test-checkout': testCheckout,
  '011-orders': orders,
  '012-after-sales': afterSales,
  '013-uploads': uploads,
  '014-invoices': invoices,
  '015-admin-catalogue': adminCatalog,
  '016-search-terms': searchTerms,
  '017-kept-documents': keptDocuments,
  '018-storage-retention': storageRetention,
  '019-whole-row-catalogue-edits': wholeRowCatalogEdits,
  '020-chosen-screen-names': chosenScreenNames,
  '021-console-daily-work': consoleDailyWork,
  '022-notifications': notifications,
  '023-sitemap-index': sitemapIndex,
  '024-payments-and-refunds': paymentsAndRefunds,
  '025-product-variants': productVariants,
  '026-search-in-memory': searchInMemory,
  '027-retired-combinations-hold-nothing': retiredCombinationsHoldNothing,
  '028-account-self-service': accountSelfService,
  '029-shipping-and-tax': shippingAndTax,
  '030-api-keys': apiKeys,
  '031-webhooks': webhooks,
  '032-catalogue-move-in': catalogueMoveIn,
  '033-staff-roles-activity': staffRolesActivity,
  '034-catalogue-change-log': catalogueChangeLog,
  '035-search-synonyms': searchSynonyms,
  '036-parcels-take-units': parcelsTakeUnits,
  '037-shop-identity': shopIdentity,
  '038-customer-notes': customerNotes,
  '039-longer-change-log': longerChangeLog,
};

async function migratorOf(db: Db): Promise<Migrator> {
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(db)])),
  };
  // Kysely looks for its bookkeeping tables in every schema it can see; on a PostgreSQL server
  // with several schemas (one per test file, or another app's) it must look in ours only.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  return new Migrator({ db: db.kysely, provider, migrationTableSchema });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migratorOf(db)).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** Runs the migrations up to and including `name` (tests of a migration's data moves). */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  const { error } = await (await migratorOf(db)).migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`, { cause: error });
}

/** The migrations this code knows that the database has not run, in order (none: up to date). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await (await migratorOf(db)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
