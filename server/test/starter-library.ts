import fs from 'node:fs';
import path from 'node:path';
import { collections } from '@core/collections/registry';
import { buildLibraryIndex, libraryItems, type LibraryIndex } from '@core/domain/search/library-search';
import { parseContentFile } from '../content-files/content-file';

/** The starter library as search sees it, each card's id = `<folder>/<file name>` (the evaluation set's names). */
export function starterLibrary(root = path.resolve(import.meta.dirname, '../../content')): LibraryIndex {
  const lists = collections.map((collection) => {
    const folder = path.join(root, collection.slug);
    const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((n) => n.endsWith('.md')) : [];
    const items = names.map((name) => {
      const { input } = parseContentFile(fs.readFileSync(path.join(folder, name), 'utf8'), `${collection.slug}/${name}`);
      return {
        id: `${collection.slug}/${name}`,
        clickableHeader: input.clickableHeader,
        contentHeader: input.contentHeader ?? null,
        sections: input.sections ?? [],
        tags: (input.tags ?? null) as never,
      };
    });
    return { collection, items };
  });
  return buildLibraryIndex(libraryItems(lists));
}
