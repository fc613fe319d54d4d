import path from 'node:path';
import type { Config } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { FileStore } from '../storage/storage';
import { appVersion } from '../version';
import { BackupError } from './backup-error';
import { copyFilesIn, verifyBackup } from './backup-files';
import { countRows } from './database-tables';
import { readManifest, type Manifest } from './manifest';
import { describeDatabase, formatBytes, formatCount, formatSeconds, tableLines, type Report } from './operator-text';
import { postgresTables, restorePostgres, type PgTools } from './postgres-dump';
import { restoreSqlite, sqliteTables } from './sqlite-snapshot';

export interface RestoreTarget {
  database: Config['database'];
  files: FileStore;
  /** Where the files go, in the operator's words ("Dateiordner …", "S3-Bucket …"). */
  filesLabel: string;
}

export interface RestoreOptions {
  report?: Report;
  pgTools: PgTools;
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Rows per table after the migrations. */
  tables: Record<string, number>;
  migrationsApplied: string[];
}

const KIND = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

function isNewer(version: string, than: string): boolean {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [a, b] = [parts(version), parts(than)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/** Everything in the target that a restore would mix with or overwrite; empty = go ahead. */
async function obstacles(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  const tables = target.database.kind === 'sqlite' ? sqliteTables(target.database.file) : await postgresTables(target.database.url);
  if (tables.length > 0) {
    const some = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
    found.push(`${describeDatabase(target.database)} enthält schon ${tables.length} Tabellen (${some})`);
  }
  const keys = await target.files.list();
  if (keys.length > 0) found.push(`${target.filesLabel} enthält schon ${formatCount(keys.length)} Dateien (z. B. ${keys[0]})`);
  return found;
}

function compareRows(restored: Record<string, number>, expected: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(restored), ...Object.keys(expected)])].sort();
  return names
    .filter((name) => restored[name] !== expected[name])
    .map((name) => `${name}: ${restored[name] ?? 'fehlt'} statt ${expected[name] ?? 'keine'}`);
}

/**
 * Restores a backup into an empty target: verifies every byte against the manifest and
 * checks that the target holds nothing before it writes anything, then files (through the
 * FileStore, so fs ↔ S3 both work), then the database in one step, then the migrations that
 * bring an older backup up to this version.
 */
export async function restoreBackup(sourceDir: string, target: RestoreTarget, options: RestoreOptions): Promise<RestoreSummary> {
  const report = options.report ?? (() => undefined);
  const started = Date.now();
  const dir = path.resolve(sourceDir);
  const manifest = await readManifest(dir);
  report(
    `Sicherung vom ${new Date(manifest.createdAt).toLocaleString('de-DE')} (Version ${manifest.appVersion}, ${KIND[manifest.database.kind]}, ${manifest.files.length} Dateien)`,
  );

  if (manifest.database.kind !== target.database.kind) {
    throw new BackupError(
      `Die Sicherung enthält eine ${KIND[manifest.database.kind]}-Datenbank, konfiguriert ist ${KIND[target.database.kind]} (DATABASE_URL). Eine Sicherung wird in dieselbe Datenbankart eingespielt.`,
    );
  }
  if (isNewer(manifest.appVersion, appVersion)) {
    throw new BackupError(
      `Die Sicherung stammt von Version ${manifest.appVersion}, installiert ist ${appVersion}: bitte zuerst die Sportkiste aktualisieren.`,
    );
  }
  await verifyBackup(dir, manifest);
  report('Sicherung geprüft: Datenbank und alle Dateien stimmen mit manifest.json überein.');

  const inTheWay = await obstacles(target);
  if (inTheWay.length > 0) {
    throw new BackupError(
      `Das Ziel ist nicht leer; eine Wiederherstellung überschreibt nie vorhandene Daten:\n${inTheWay.map((line) => `  - ${line}`).join('\n')}\nBitte in ein leeres DATA_DIR bzw. eine leere Datenbank wiederherstellen.`,
    );
  }

  try {
    await copyFilesIn(dir, manifest.files, target.files);
    const bytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
    report(`Dateien eingespielt: ${formatCount(manifest.files.length)} (${formatBytes(bytes)}) in ${target.filesLabel}`);

    const databaseFile = path.join(dir, manifest.database.file);
    if (target.database.kind === 'sqlite') await restoreSqlite(databaseFile, target.database.file);
    else await restorePostgres(target.database.url, databaseFile, options.pgTools);
  } catch (error) {
    // The database restore is one transaction, so only files can be left behind.
    if (manifest.files.length > 0) {
      report(
        `Abgebrochen: ${target.filesLabel} kann schon Dateien aus der Sicherung enthalten; vor einem neuen Versuch leeren (die Datenbank ist unverändert).`,
      );
    }
    throw error;
  }

  const database = createDatabase(target.database);
  try {
    const mismatches = compareRows(await countRows(database.db), manifest.tables);
    if (mismatches.length > 0) {
      throw new BackupError(`Die eingespielte Datenbank stimmt nicht mit manifest.json überein: ${mismatches.join('; ')}`);
    }
    report(`Datenbank eingespielt in ${describeDatabase(target.database)}`);
    const migrationsApplied = await migrateToLatest(database.db, database.dialect);
    report(
      migrationsApplied.length > 0
        ? `Migrationen ausgeführt: ${migrationsApplied.join(', ')}`
        : 'Keine Migration nötig: die Sicherung hat den aktuellen Stand.',
    );
    const tables = await countRows(database.db);
    report('Zeilen je Tabelle:');
    for (const line of tableLines(tables)) report(line);
    report(`Wiederherstellung fertig (${formatSeconds(Date.now() - started)}).`);
    return { manifest, tables, migrationsApplied };
  } finally {
    await database.db.destroy();
  }
}
