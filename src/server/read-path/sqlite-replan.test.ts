import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openMigratedDb, type Db } from '@server/db/database';
import { limitPlannedOnce } from './sqlite-replan.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-replan-'));
  dirs.push(dir);
  return path.join(dir, 'shop.db');
}

const count = (file: string, table: string) => {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
};

describe('SQLite reads are planned once', () => {
  it('drops the stat4 samples an ANALYZE left, at open, and keeps the row counts the planner chooses indexes by', async () => {
    const file = tempFile();
    let db: Db = await openMigratedDb({ url: file });
    await db.kysely
      .insertInto('category')
      .values({ category_id: 1, display_name: 'Lamps', description: '', sort_order: 1 })
      .execute();
    await db.close();
    const sqlite = new SQLite(file);
    sqlite.exec('analyze');
    expect((sqlite.prepare('select count(*) as n from sqlite_stat4').get() as { n: number }).n).toBeGreaterThan(0);
    sqlite.close();

    db = await openMigratedDb({ url: file });
    await db.close();
    expect(count(file, 'sqlite_stat4')).toBe(0);
    expect(count(file, 'sqlite_stat1')).toBeGreaterThan(0);
  });

  it('gives LIMIT an expression instead of a bare parameter, and the page is the same', async () => {
    expect(limitPlannedOnce('select id from t order by id limit ? offset ?')).toBe(
      'select id from t order by id limit ? + 0 offset ?',
    );
    const db = await openMigratedDb({ url: tempFile() });
    try {
      await db.kysely
        .insertInto('category')
        .values(
          [1, 2, 3, 4].map((id) => ({ category_id: id, display_name: `C${id}`, description: '', sort_order: id })),
        )
        .execute();
      const page = await db.reads
        .selectFrom('category')
        .select('category_id')
        .orderBy('category_id')
        .limit(2)
        .offset(1)
        .execute();
      expect(page.map((row) => row.category_id)).toEqual([2, 3]);
    } finally {
      await db.close();
    }
  });
});
