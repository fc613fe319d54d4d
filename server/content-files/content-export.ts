import fs from 'node:fs';
import path from 'node:path';
import { collections } from '@core/collections/registry';
import { asciiSlug } from '@core/collections/slug';
import type { AppDeps } from '../app-env';
import { presentContent } from '../features/content/content.presenter';
import { listContent } from '../features/content/content.queries';
import { serializeContentFile } from './content-file';

const fileSlug = (title: string) =>
  asciiSlug(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'karte';

/** Writes every card in the database as files in the import format; returns the count. */
export async function exportContent(deps: Pick<AppDeps, 'db' | 'files'>, dir: string): Promise<number> {
  let count = 0;
  for (const collection of collections) {
    const items = (await listContent(deps.db, collection.key)).map(presentContent);
    if (items.length === 0) continue;
    const folder = path.join(dir, collection.slug);
    fs.mkdirSync(folder, { recursive: true });
    for (const [index, item] of items.entries()) {
      // Our own uploads travel as files beside the card; an https link stays a link.
      let pdfFile: string | null = item.pdfLink && !item.pdfLink.startsWith('/api/files/') ? item.pdfLink : null;
      const key = item.pdfLink?.startsWith('/api/files/') ? item.pdfLink.slice('/api/files/'.length) : null;
      if (key) {
        const bytes = await deps.files.get(key);
        if (bytes) {
          fs.mkdirSync(path.join(folder, 'pdf'), { recursive: true });
          fs.writeFileSync(path.join(folder, 'pdf', key), bytes);
          pdfFile = key;
        }
      }
      const { id, collection: _c, createdAt: _a, updatedAt: _u, pdfLink: _p, ...input } = item;
      const name = `${String(index + 1).padStart(2, '0')}-${fileSlug(item.clickableHeader)}.md`;
      fs.writeFileSync(path.join(folder, name), serializeContentFile(id, input, pdfFile));
      count++;
    }
  }
  return count;
}
