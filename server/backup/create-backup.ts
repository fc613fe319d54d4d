import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/env';
import type { FileStore } from '../storage/storage';
import { appVersion } from '../version';
import { BackupError } from './backup-error';
import { copyFilesOut } from './backup-files';
import { DATABASE_FILE, FILES_DIR, MANIFEST_FORMAT, sha256OfFile, writeManifest, type Manifest } from './manifest';
import { describeDatabase, formatBytes, formatCount, formatSeconds, type Report } from './operator-text';
import { dumpPostgres, type PgTools } from './postgres-dump';
import { snapshotSqlite } from './sqlite-snapshot';

export interface BackupSource {
  database: Config['database'];
  files: FileStore;
  /** Where the files come from, in the operator's words ("Dateiordner …", "S3-Bucket …"). */
  filesLabel: string;
}

export interface BackupOptions {
  report?: Report;
  pgTools: PgTools;
}

/** A backup goes into a new or empty folder only: an older backup is never overwritten. */
async function assertFreshTarget(dir: string): Promise<void> {
  const stat = await fs.promises.stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!stat) return;
  if (!stat.isDirectory()) throw new BackupError(`${dir} ist eine Datei, kein Ordner.`);
  const entries = await fs.promises.readdir(dir);
  if (entries.length > 0) {
    throw new BackupError(
      `${dir} ist nicht leer (${entries.length} Einträge, z. B. ${entries.sort()[0]}). Eine Sicherung überschreibt nie eine ältere: bitte einen neuen oder leeren Ordner angeben.`,
    );
  }
}

/**
 * Writes a consistent backup of the running installation into `targetDir`: the database
 * snapshot first, then the files, then manifest.json. Everything is written into a sibling
 * folder that is renamed to `targetDir` only when complete, so a failed or interrupted backup
 * never looks like one (its folder is called "….unvollstaendig-…" and has no manifest).
 */
export async function createBackup(source: BackupSource, targetDir: string, options: BackupOptions): Promise<Manifest> {
  const report = options.report ?? (() => undefined);
  const started = Date.now();
  const dir = path.resolve(targetDir);
  await assertFreshTarget(dir);
  // mkdtemp creates the folder for its owner only (0700), and the rename keeps that: a backup
  // holds password hashes and live sessions.
  const work = await fs.promises
    .mkdir(path.dirname(dir), { recursive: true })
    .then(() => fs.promises.mkdtemp(path.join(path.dirname(dir), `${path.basename(dir)}.unvollstaendig-`)))
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EACCES' || error.code === 'EROFS')
        throw new BackupError(`Keine Schreibrechte in ${path.dirname(dir)} (${error.code}).`);
      throw error;
    });

  try {
    const kind = source.database.kind;
    const databaseFile = path.join(work, DATABASE_FILE[kind]);
    report(`Sicherung von ${describeDatabase(source.database)} …`);
    const tables =
      source.database.kind === 'sqlite'
        ? await snapshotSqlite(source.database.file, databaseFile)
        : await dumpPostgres(source.database.url, databaseFile, options.pgTools);
    const databaseSize = (await fs.promises.stat(databaseFile)).size;
    const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
    report(
      `Datenbank gesichert: ${Object.keys(tables).length} Tabellen, ${formatCount(rows)} Zeilen, ${formatBytes(databaseSize)} (${formatSeconds(Date.now() - started)})`,
    );

    report(`Sicherung der Dateien aus ${source.filesLabel} …`);
    const { entries, damaged } = await copyFilesOut(source.files, path.join(work, FILES_DIR));
    const fileBytes = entries.reduce((sum, entry) => sum + entry.size, 0);
    report(`Dateien gesichert: ${formatCount(entries.length)} (${formatBytes(fileBytes)})`);
    for (const name of damaged) {
      report(`Warnung: ${name} passt nicht mehr zu seinem Inhalts-Hash (im Speicher beschädigt); so gesichert, wie es ist.`);
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      appVersion,
      createdAt: new Date().toISOString(),
      database: { kind, file: DATABASE_FILE[kind], size: databaseSize, sha256: await sha256OfFile(databaseFile) },
      tables,
      files: entries,
    };
    await writeManifest(work, manifest);
    await fs.promises.rename(work, dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
        throw new BackupError(`${dir} ist während der Sicherung befüllt worden; nichts überschrieben, Sicherung verworfen.`);
      }
      throw error;
    });
    report(`Sicherung fertig: ${dir} (${formatSeconds(Date.now() - started)})`);
    return manifest;
  } catch (error) {
    await fs.promises.rm(work, { recursive: true, force: true });
    throw error;
  }
}
