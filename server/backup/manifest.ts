import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KEY_PATTERN } from '../storage/storage';
import { BackupError } from './backup-error';

/**
 * manifest.json: what a backup holds, written last. A folder without it is not a (complete)
 * backup; restore checks every byte against it before it changes anything.
 */
export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const MANIFEST_FORMAT = 1;

export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);

const fileEntrySchema = z.object({
  // Names become paths on restore: only our content keys, never "../…".
  name: z.string().regex(KEY_PATTERN),
  size: z.number().int().nonnegative(),
  sha256,
});

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  appVersion: z.string().regex(/^\d+\.\d+\.\d+/),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.enum([DATABASE_FILE.sqlite, DATABASE_FILE.postgres]),
    size: z.number().int().nonnegative(),
    sha256,
  }),
  /** Rows per table in the database snapshot (every table, better-auth's and Kysely's too). */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(fileEntrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Streams, so a database of several hundred MB is not read into memory at once. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = path.join(dir, MANIFEST_FILE);
  const handle = await fs.promises.open(file, 'wx');
  try {
    await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest marks the backup complete, so it must be on disk before the rename.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function readManifest(dir: string): Promise<Manifest> {
  const stat = await fs.promises.stat(dir).catch(() => null);
  if (!stat) throw new BackupError(`Den Ordner ${dir} gibt es nicht.`);
  if (!stat.isDirectory()) throw new BackupError(`${dir} ist eine Datei; eine Sicherung ist ein Ordner.`);
  const file = path.join(dir, MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${dir} ist keine vollständige Sicherung: ${MANIFEST_FILE} fehlt (abgebrochene Sicherung oder falscher Ordner).`,
      );
    }
    throw new BackupError(`${file} ist kein gültiges JSON: ${(error as Error).message}`);
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > MANIFEST_FORMAT) {
    throw new BackupError(
      `Die Sicherung hat das Format ${format}; diese Version kennt nur Format ${MANIFEST_FORMAT}. Bitte zuerst die Sportkiste aktualisieren.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`${file} ist beschädigt: ${issue?.path.join('.') || '(Wurzel)'}: ${issue?.message}`);
  }
  return parsed.data;
}
