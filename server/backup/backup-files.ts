import fs from 'node:fs';
import path from 'node:path';
import { MIME_BY_EXT } from '../storage/file-type';
import type { FileStore } from '../storage/storage';
import { BackupError } from './backup-error';
import { FILES_DIR, sha256Hex, sha256OfFile, type FileEntry, type Manifest } from './manifest';

/** S3 round trips dominate with many small files; a few at a time keeps the bucket busy. */
const PARALLEL = 4;

async function forEachLimited<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

export interface CopiedFiles {
  entries: FileEntry[];
  /** Stored files whose bytes no longer match the hash in their name (damaged in the store). */
  damaged: string[];
}

/**
 * Copies every stored file into `dir`. Runs after the database snapshot: uploads are stored
 * under their hash and never change, so every file the snapshot refers to is already there.
 */
export async function copyFilesOut(store: FileStore, dir: string): Promise<CopiedFiles> {
  await fs.promises.mkdir(dir, { recursive: true });
  const entries: FileEntry[] = [];
  const damaged: string[] = [];
  await forEachLimited(await store.list(), async (name) => {
    const bytes = await store.get(name);
    // Deleted since the listing: then the snapshot, taken earlier, cannot need it either.
    if (!bytes) return;
    await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    const sha256 = sha256Hex(bytes);
    if (!name.startsWith(sha256)) damaged.push(name);
    entries.push({ name, size: bytes.length, sha256 });
  });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  return { entries, damaged: damaged.sort() };
}

async function checkFile(file: string, label: string, expected: { size: number; sha256: string }): Promise<void> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new BackupError(`Die Sicherung ist unvollständig: ${label} fehlt.`);
  if (stat.size !== expected.size || (await sha256OfFile(file)) !== expected.sha256) {
    throw new BackupError(
      `Die Sicherung ist beschädigt: ${label} stimmt nicht mit manifest.json überein (Größe oder SHA-256). Nichts wurde verändert.`,
    );
  }
}

/** Every byte of the backup against its manifest, before a restore changes anything. */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  await checkFile(path.join(dir, manifest.database.file), manifest.database.file, manifest.database);
  const filesDir = path.join(dir, FILES_DIR);
  const listed = new Set(manifest.files.map((entry) => entry.name));
  const present = await fs.promises.readdir(filesDir).catch(() => [] as string[]);
  const extra = present.find((name) => !listed.has(name));
  if (extra)
    throw new BackupError(
      `Die Sicherung ist verändert worden: ${FILES_DIR}/${extra} steht nicht in manifest.json. Nichts wurde verändert.`,
    );
  for (const entry of manifest.files) await checkFile(path.join(filesDir, entry.name), `${FILES_DIR}/${entry.name}`, entry);
}

/** Puts the backup's files into the target store (a folder or S3, whichever is configured). */
export async function copyFilesIn(dir: string, entries: readonly FileEntry[], store: FileStore): Promise<void> {
  await forEachLimited(entries, async (entry) => {
    const bytes = new Uint8Array(await fs.promises.readFile(path.join(dir, FILES_DIR, entry.name)));
    if (sha256Hex(bytes) !== entry.sha256)
      throw new BackupError(`${FILES_DIR}/${entry.name} hat sich während der Wiederherstellung verändert.`);
    const ext = entry.name.slice(entry.name.lastIndexOf('.') + 1);
    await store.put(entry.name, bytes, MIME_BY_EXT[ext] ?? 'application/octet-stream');
  });
}
