import type { CreateTableBuilder, ColumnDefinitionBuilder } from 'kysely';
import type { Db } from '@server/db/database';

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>, column: string) {
  return db.dialect === 'postgres'
    ? table.addColumn(column, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
