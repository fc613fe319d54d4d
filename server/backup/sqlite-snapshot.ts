import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { BackupError } from './backup-error';
import { countRows } from './database-tables';

/**
 * better-sqlite3 asks after each step how many pages to copy next. The first step copies
 * none; answering "all" then copies everything in one step, inside one read transaction: a
 * consistent snapshot that never blocks the server (WAL mode lets it keep writing). With the
 * default 100 pages per step, every write by the server in between restarts the copy — under
 * steady writes possibly forever.
 */
const ALL_PAGES = 0x7fffffff;

/** Copies the live database file into `targetFile` and returns the copy's rows per table. */
export async function snapshotSqlite(sourceFile: string, targetFile: string): Promise<Record<string, number>> {
  if (!fs.existsSync(sourceFile)) {
    throw new BackupError(`Keine Datenbank unter ${sourceFile}: ist DATA_DIR richtig gesetzt?`);
  }
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }

  const copy = new SQLite(targetFile, { fileMustExist: true });
  try {
    // The copy inherits WAL mode; in rollback mode it stays one self-contained file, and
    // reading it later leaves no -wal/-shm files beside it in the backup.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`Die Datenbank ${sourceFile} ist beschädigt (quick_check: ${String(check)}); keine Sicherung geschrieben.`);
    return await countRows(new Kysely({ dialect: new SqliteDialect({ database: copy }) }));
  } finally {
    copy.close();
  }
}

/** Tables already in the file (none when there is no file): a restore only goes into none. */
export function sqliteTables(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], string>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all();
  } finally {
    db.close();
  }
}

/**
 * Writes the backup into `targetFile` through SQLite itself, which also handles the journal
 * of an existing empty file; the copy is one transaction on the target, so an interrupted
 * restore leaves it empty rather than half-written.
 */
export async function restoreSqlite(backupFile: string, targetFile: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(targetFile), { recursive: true });
  const source = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}
