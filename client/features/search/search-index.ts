import { findMaterial } from '@core/domain/materials';
import MiniSearch from 'minisearch';
import { areas, collectionPath, type Collection } from '@core/collections/registry';
import { foldGerman } from '@core/domain/search/german-text';
import { snippetSource, type SnippetSource } from '@core/domain/search/highlight';
import type { ContentItem, ContentTags } from '@core/schemas/content';
import { withoutSketches } from '@core/domain/sketch/fence';

/** One card as search sees it: its words, where it lives, its tags for the quick filters. */
export interface LibraryItem {
  id: string;
  title: string;
  subtitle: string;
  collection: string;
  area: string;
  areaOrder: number;
  href: string;
  text: string;
  tagText: string;
  tags: ContentTags | null;
  /** Prepared once per card, so a keystroke only matches. */
  snippet: SnippetSource;
}

function tagWords(tags: ContentTags | null): string {
  if (!tags) return '';
  return [
    ...tags.grades.map((g) => `Klasse ${g}`),
    ...tags.places,
    // The vocabulary's plural and synonyms too: „Pylonen“ and „Softbälle“ find what is stored as „Hütchen“ and „Softball“.
    ...tags.materials.flatMap((value) => {
      const material = findMaterial(value);
      return material ? [material.name, material.plural, ...material.synonyms] : [value];
    }),
    tags.loudness ?? '',
    tags.durationMinutes ? `${tags.durationMinutes} Minuten` : '',
    // „Bewegen an Geräten“ finds the Gerätestunden; a copy from before the fields has none.
    ...(tags.fields ?? []),
  ].join(' ');
}

export function libraryItems(lists: readonly { collection: Collection; items: readonly ContentItem[] }[]): LibraryItem[] {
  return lists.flatMap(({ collection, items }) => {
    const areaOrder = areas.findIndex((a) => a.id === collection.area);
    const area = areas[areaOrder]?.title ?? '';
    return items.map((item) => ({
      id: item.id,
      // Lessons are numbered ("3"); in results they need their series to make sense.
      title: collection.area === 'unterrichtsreihen' ? `${collection.title}, Stunde ${item.clickableHeader}` : item.clickableHeader,
      subtitle: item.contentHeader ?? '',
      collection: collection.title,
      area,
      areaOrder,
      href: `${collectionPath(collection)}#karte-${item.id}`,
      // Without the sketches: their words (huetchen 3 5, kind, lauf) are drawing, not text.
      text: item.sections.map((section) => withoutSketches(section.content)).join('\n'),
      tagText: tagWords(item.tags),
      tags: item.tags,
      snippet: snippetSource(`${item.contentHeader ?? ''}. ${item.sections.map((s) => withoutSketches(s.content)).join('\n')}`),
    }));
  });
}

const processTerm = (term: string) => {
  const folded = foldGerman(term);
  return folded.length > 0 ? folded : null;
};

export function buildIndex(items: readonly LibraryItem[]): MiniSearch<LibraryItem> {
  const index = new MiniSearch<LibraryItem>({
    fields: ['title', 'subtitle', 'collection', 'text', 'tagText'],
    processTerm,
    searchOptions: {
      boost: { title: 4, subtitle: 2, collection: 2 },
      // "brennbal" → Brennball (prefix), "Fusball" → Fußball (one typo from five letters on).
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(items as LibraryItem[]);
  return index;
}

export interface SearchHit {
  item: LibraryItem;
  /** The indexed (folded) words that matched, for highlighting. */
  terms: string[];
}

export function searchLibrary(index: MiniSearch<LibraryItem>, byId: ReadonlyMap<string, LibraryItem>, query: string): SearchHit[] {
  return index
    .search(query)
    .map((result) => ({ item: byId.get(String(result.id)) as LibraryItem, terms: result.terms }))
    .filter((hit) => hit.item);
}
