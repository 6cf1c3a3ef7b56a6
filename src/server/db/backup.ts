import fs from 'node:fs';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  /** Where the copy is: the file asked for, or beside it with `.failed-check` when the check failed. */
  file: string;
  bytes: number;
  /** `PRAGMA integrity_check` on the copy: `ok`, or its findings one per line. */
  integrity: string;
}

/** Pages SQLite copies in one step: all of them (better-sqlite3 caps a step at this). */
const ALL_PAGES = 0x7fffffff;

/**
 * A consistent copy of a SQLite database that may be in use by the shop (another process or
 * this one), through SQLite's online backup API. The copy is taken in one step: the backup
 * restarts whenever another connection writes between steps, so steps of a few pages could
 * restart for as long as the shop sells; one step reads a single snapshot, and in WAL mode
 * writers carry on meanwhile. The copy is written beside the target and renamed over it once
 * `integrity_check` passes, so a failed run never replaces an earlier good backup. It is left
 * in rollback-journal mode: one self-contained file (the shop turns WAL on again when it opens it).
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<BackupResult> {
  if (!fs.existsSync(sourceFile)) throw new Error(`There is no database at ${sourceFile}`);
  const partial = `${targetFile}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const integrity = checkCopy(partial);
  const file = integrity === 'ok' ? targetFile : `${targetFile}.failed-check`;
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, integrity };
}

function checkCopy(file: string): string {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return (copy.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('\n');
  } finally {
    copy.close();
  }
}
