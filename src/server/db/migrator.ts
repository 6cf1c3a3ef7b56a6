import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { foundation } from './migrations/001-foundation.js';
import { catalogSearch } from './migrations/002-catalog-search.js';

/** Migrations live in code (no file-system scan), in order; each receives the dialect. */
export type DialectMigration = (db: Db) => Migration;

const migrations: Record<string, DialectMigration> = {
  '001-foundation': foundation,
  '002-catalog-search': catalogSearch,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(db)])),
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
