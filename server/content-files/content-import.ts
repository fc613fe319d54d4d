import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { collections } from '@core/collections/registry';
import type { ContentInput } from '@core/schemas/content';
import type { AppDeps } from '../app-env';
import { createContentAt, findContentChangedAt, hasAnyContent, updateContent } from '../features/content/content.queries';
import { findImportRecord, saveImportRecord } from './content-import.queries';
import { detectUploadKind } from '../storage/file-type';
import { contentKey } from '../storage/storage';
import { parseContentFile } from './content-file';

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  /** Edited in the app since the last import; kept (use force to overwrite). */
  skipped: string[];
}

type Deps = Pick<AppDeps, 'db' | 'files' | 'logger'>;

async function storePdf(deps: Deps, file: string): Promise<string> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const type = detectUploadKind(bytes);
  if (type?.kind !== 'pdf') throw new Error(`${file}: ist kein PDF`);
  const key = contentKey(bytes, 'pdf');
  await deps.files.put(key, bytes, 'application/pdf');
  return `/api/files/${key}`;
}

/**
 * Imports every card file under `dir` (content/<collection-slug>/*.md). Idempotent: a card's id
 * is stable per file, an unchanged file changes nothing, and a card edited in the app since
 * its import is left alone unless `force`.
 */
export async function importContent(deps: Deps, dir: string, options: { force?: boolean } = {}): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, skipped: [] };
  const { db } = deps;
  const base = Date.now();
  let order = 0;
  for (const collection of collections) {
    const folder = path.join(dir, collection.slug);
    if (!fs.existsSync(folder)) continue;
    const names = fs
      .readdirSync(folder)
      .filter((n) => n.endsWith('.md'))
      .sort();
    for (const name of names) {
      order++;
      const place = `${collection.slug}/${name}`;
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      const file = parseContentFile(text, place);
      const input: ContentInput = { ...file.input };
      if (file.pdfFile) {
        input.pdfLink = /^https:\/\//.test(file.pdfFile)
          ? file.pdfFile
          : await storePdf(deps, path.join(folder, 'pdf', path.basename(file.pdfFile)));
      }
      const fileHash = createHash('sha256')
        .update(JSON.stringify([collection.key, input]))
        .digest('hex');

      const existing = await findContentChangedAt(db, file.id);
      const record = await findImportRecord(db, file.id);
      let row;
      if (!existing) {
        // Creation times follow the files' order, so lists keep it.
        row = await createContentAt(db, collection.key, input, file.id, new Date(base + order).toISOString());
        report.created++;
      } else if (record?.file_hash === fileHash && record.row_updated_at === existing.updated_at) {
        report.unchanged++;
        continue;
      } else if (record && record.row_updated_at !== existing.updated_at && !options.force) {
        report.skipped.push(place);
        continue;
      } else if (!record && !options.force) {
        // A card with this id that the importer never wrote: it belongs to the app.
        report.skipped.push(place);
        continue;
      } else {
        row = await updateContent(db, file.id, input);
        report.updated++;
      }
      if (!row) continue;
      await saveImportRecord(db, file.id, fileHash, row.updated_at);
    }
  }
  deps.logger.info({ ...report, skipped: report.skipped.length }, 'content import');
  return report;
}

/** First start: an empty library gets the starter content. */
export async function importStarterContentIfEmpty(deps: Deps, dir: string): Promise<ImportReport | null> {
  if ((await hasAnyContent(deps.db)) || !fs.existsSync(dir)) return null;
  return importContent(deps, dir);
}
