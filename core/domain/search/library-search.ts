import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { areas, collectionPath, type Collection } from '../../collections/registry';
import type { ContentTags } from '../../schemas/content';
import { findMaterial } from '../materials';
import { withoutSketches } from '../sketch/fence';
import { snippetSource, type SnippetSource } from './highlight';
import { parseQuery, type QueryChip } from './query-chips';
import { plainWord, searchKey, splitCompound, stem, words } from './search-key';

/** One card as search sees it: its words, where it lives, its tags for the filters. */
export interface LibraryItem {
  id: string;
  title: string;
  subtitle: string;
  /** The collection's slug (what chips test) and title (the label on a result). */
  collectionSlug: string;
  collection: string;
  area: string;
  areaOrder: number;
  href: string;
  text: string;
  tagText: string;
  tags: ContentTags | null;
}

const snippets = new WeakMap<LibraryItem, SnippetSource>();

/**
 * A result's text prepared for snippets, made the first time the card is shown as a result and
 * kept: preparing all ~300 cards up front cost most of opening the search screen.
 */
export function itemSnippet(item: LibraryItem): SnippetSource {
  let source = snippets.get(item);
  if (!source) {
    // Headings („Steckbrief“, „Ablauf“) are the same on every card: the snippet shows the words.
    source = snippetSource(`${item.subtitle}. ${item.text.replace(/^#{1,6}\s.*$/gm, '')}`);
    snippets.set(item, source);
  }
  return source;
}

/** What a card needs to be searched: a stored card or a starter file read from disk. */
export interface SearchableCard {
  id: string;
  clickableHeader: string;
  contentHeader: string | null;
  sections: readonly { content: string }[];
  tags: ContentTags | null;
}

function tagWords(tags: ContentTags | null): string {
  if (!tags) return '';
  return [
    ...tags.places,
    // The vocabulary's plural and synonyms too: „Pylonen“ and „Softbälle“ find what is stored as „Hütchen“ and „Softball“.
    ...tags.materials.flatMap((value) => {
      const material = findMaterial(value);
      return material ? [material.name, material.plural, ...material.synonyms] : [value];
    }),
    // „Bewegen an Geräten“ finds the Gerätestunden; a copy from before the fields has none.
    ...(tags.fields ?? []),
  ].join(' ');
}

export function libraryItems(lists: readonly { collection: Collection; items: readonly SearchableCard[] }[]): LibraryItem[] {
  return lists.flatMap(({ collection, items }) => {
    const areaOrder = areas.findIndex((a) => a.id === collection.area);
    const area = areas[areaOrder]?.title ?? '';
    return items.map((item) => {
      const text = item.sections.map((section) => withoutSketches(section.content)).join('\n');
      return {
        id: item.id,
        // A lesson stored before lessons had names is only a number: its series names it.
        title: /^\d+$/.test(item.clickableHeader.trim())
          ? `${collection.title}, Stunde ${item.clickableHeader.trim()}`
          : item.clickableHeader,
        subtitle: item.contentHeader ?? '',
        collectionSlug: collection.slug,
        collection: collection.title,
        area,
        areaOrder,
        href: `${collectionPath(collection)}#karte-${item.id}`,
        // Without the sketches: their words (huetchen 3 5, kind, lauf) are drawing, not text.
        text,
        tagText: tagWords(item.tags),
        tags: item.tags,
      };
    });
  });
}

/** Words too common to mean anything alone, and too short to be compound parts. */
const STOP = new Set(
  'aber alle am an auch auf aus bei beim bis das dass dem den der des die ein eine einem einen einer eines er es fur hat ich ihr im in ins ist ja kann man mit nach nicht noch nur oder sie sich sind so uber um und uns vom von vor wie wir wird zu zum zur'.split(
    ' ',
  ),
);

/** Field weights: title ≫ tags and Bewegungsfeld ≫ subtitle and series ≫ text (issue 23). */
const BOOST = { title: 10, tagText: 3, subtitle: 2.5, collection: 4, text: 1 };

/**
 * Words teachers use for the same thing that stemming cannot join (keys as `searchKey` makes
 * them). The material synonyms come from the vocabulary (core/domain/materials.ts) via the tags.
 */
const SYNONYMS: Record<string, string[]> = {
  kennenlern: ['kennlern'],
  kennlern: ['kennenlern'],
  seilhupf: ['seilspring'],
  seilspring: ['seilhupf'],
  zirkeltraining: ['zirkel', 'station'],
  staffellauf: ['staffel'],
  entspann: ['entspannung', 'ruh'],
};

/** Without words, only filters: single games first, then whole lessons, the articles last. */
const AREA_ORDER_WITHOUT_WORDS = [
  'spielesammlung',
  'bewegte-schule',
  'schnelle-sportstunde',
  'schwimmen',
  'unterrichtsreihen',
  'nuetzliches',
];

export interface LibraryIndex {
  index: MiniSearch<LibraryItem>;
  byId: ReadonlyMap<string, LibraryItem>;
  /** Every key in the index: compounds split by it, and typos allowed only where nothing matches. */
  vocabulary: ReadonlySet<string>;
}

function vocabularyOf(items: readonly LibraryItem[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const item of items) {
    for (const text of [item.title, item.subtitle, item.collection, item.text, item.tagText]) {
      for (const word of words(text)) {
        const key = searchKey(word);
        if (key.length >= 3 && !STOP.has(key)) vocabulary.add(key);
      }
    }
  }
  return vocabulary;
}

const FIELDS = ['title', 'subtitle', 'collection', 'text', 'tagText'];

export function buildLibraryIndex(items: readonly LibraryItem[]): LibraryIndex {
  const vocabulary = vocabularyOf(items);
  const known = (key: string) => vocabulary.has(key);
  const index = new MiniSearch<LibraryItem>({
    fields: FIELDS,
    storeFields: [],
    tokenize: words,
    // A compound is indexed with its parts: „Aufwärmspiel“ also as aufwarm + spiel.
    processTerm: (term) => {
      const key = searchKey(term);
      if (key.length === 0) return null;
      const parts = splitCompound(key, known);
      return parts ? [key, ...parts] : key;
    },
  });
  index.addAll(items as LibraryItem[]);
  return { index, byId: new Map(items.map((i) => [i.id, i])), vocabulary };
}

/** The index as text, to keep on the device: loading it is ~13× faster than building it (issue 23). */
export interface SavedLibraryIndex {
  index: string;
  vocabulary: string[];
}

export function saveLibraryIndex(library: LibraryIndex): SavedLibraryIndex {
  return { index: JSON.stringify(library.index), vocabulary: [...library.vocabulary] };
}

/** A kept index back, for the same cards it was built from (the caller checks the library version). */
export function loadLibraryIndex(items: readonly LibraryItem[], saved: SavedLibraryIndex): LibraryIndex {
  // Only searched, never added to: the query is processed by searchLibraryIndex itself.
  const index = MiniSearch.loadJSON<LibraryItem>(saved.index, { fields: FIELDS, storeFields: [], tokenize: words });
  return { index, byId: new Map(items.map((i) => [i.id, i])), vocabulary: new Set(saved.vocabulary) };
}

export interface SearchHit {
  item: LibraryItem;
  /** The index keys that matched, for highlighting. */
  terms: string[];
  score: number;
}

export interface LibrarySearch {
  chips: QueryChip[];
  /** The words searched as text, after the chips took theirs. */
  text: string;
  hits: SearchHit[];
}

const hasPrefixIn = (vocabulary: ReadonlySet<string>, key: string) => {
  for (const word of vocabulary) if (word.startsWith(key)) return true;
  return false;
};

/**
 * One query word as a MiniSearch query: its key, its ASCII-umlaut reading („voelkerball“ →
 * volkerball) and, for a compound nobody wrote, its parts (Regenpause → regen AND paus). Typos are
 * forgiven only when the word matches nothing as it is — „brennbal“ finds Brennball by its
 * beginning and so never marks „Brennmal“.
 */
function wordQuery(word: string, vocabulary: ReadonlySet<string>, options: Map<string, { prefix: boolean; fuzzy: number }>): Query {
  const plain = plainWord(word);
  const readings = new Set([stem(plain), ...(SYNONYMS[stem(plain)] ?? [])]);
  const ascii = stem(plain.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u'));
  if (ascii !== stem(plain) && (vocabulary.has(ascii) || hasPrefixIn(vocabulary, ascii))) readings.add(ascii);
  const queries: Query[] = [];
  for (const key of readings) {
    const numeric = /^\d+$/.test(key);
    const found = vocabulary.has(key) || (!numeric && key.length >= 3 && hasPrefixIn(vocabulary, key));
    options.set(key, { prefix: !numeric && key.length >= 3, fuzzy: found || numeric || key.length < 5 ? 0 : key.length >= 8 ? 2 : 1 });
    queries.push(key);
    const parts = vocabulary.has(key) ? null : splitCompound(key, (k) => vocabulary.has(k));
    if (parts) {
      for (const part of parts) options.set(part, { prefix: false, fuzzy: 0 });
      queries.push({ combineWith: 'AND', queries: parts });
    }
  }
  return queries.length === 1 ? (queries[0] as Query) : { combineWith: 'OR', queries };
}

/**
 * How well a card's name answers the query, before any text score: its title is the query (4),
 * begins with it (3), holds every word (2), or a word names its collection — „Klassenfahrt“,
 * „Kennenlernen“ (1).
 */
const nameKeys = new WeakMap<LibraryItem, { title: string; titleKeys: string[]; collectionKeys: string[] }>();

/** A card's title and collection as keys, worked out once per card (ranking runs on every keystroke). */
function namesOf(item: LibraryItem) {
  let names = nameKeys.get(item);
  if (!names) {
    names = {
      title: plainWord(item.title)
        .replace(/\s*\([^)]*\)\s*$/, '')
        .trim(),
      titleKeys: words(item.title).map(searchKey),
      collectionKeys: words(item.collection).map(searchKey),
    };
    nameKeys.set(item, names);
  }
  return names;
}

function titleBonus(item: LibraryItem, keys: readonly string[], phrase: string): number {
  const { title, titleKeys, collectionKeys } = namesOf(item);
  if (phrase && title === phrase) return 4;
  if (phrase && title.startsWith(phrase)) return 3;
  if (keys.length > 0 && keys.every((k) => titleKeys.some((t) => t.startsWith(k)))) return 2;
  const alternatives = (k: string) => [k, ...(SYNONYMS[k] ?? [])];
  // Six letters or more: „Sport“ and „Spiel“ are in too many collection names to point at one.
  return keys.some((k) => k.length >= 6 && alternatives(k).some((a) => collectionKeys.some((c) => c.startsWith(a)))) ? 1 : 0;
}

function runQuery(library: LibraryIndex, tokens: readonly string[], combineWith: 'AND' | 'OR'): SearchResult[] {
  const options = new Map<string, { prefix: boolean; fuzzy: number }>();
  const queries = tokens.map((token) => wordQuery(token, library.vocabulary, options));
  return library.index.search(
    { combineWith, queries },
    {
      boost: BOOST,
      processTerm: (term) => term,
      prefix: (term) => options.get(term)?.prefix ?? false,
      fuzzy: (term) => options.get(term)?.fuzzy ?? 0,
      maxFuzzy: 2,
    },
  );
}

const contentWords = (text: string) => words(text).filter((w) => !STOP.has(plainWord(w)));

export function searchLibraryIndex(library: LibraryIndex, query: string): LibrarySearch {
  const { chips, text } = parseQuery(query);
  const tokens = contentWords(text);
  const chipped = (item: LibraryItem) =>
    chips.every((chip) => chip.test({ collection: item.collectionSlug, title: item.title, subtitle: item.subtitle, tags: item.tags }));

  // A card named by the whole query comes first, whatever its words mean as filters:
  // „Feuer, Wasser, Blitz“ is a game, not a search for Feuer and Blitz in the water.
  const allWords = contentWords(query);
  const allKeys = allWords.map(searchKey);
  const phrase = plainWord(allWords.join(' '));
  const named =
    chips.length > 0 && allWords.length > 0
      ? runQuery(library, allWords, 'AND')
          .map((r) => library.byId.get(String(r.id)) as LibraryItem)
          .filter((item) => item && titleBonus(item, allKeys, phrase) >= 2)
          .map((item) => ({ item, terms: allKeys, score: Number.POSITIVE_INFINITY }))
      : [];
  const seen = new Set(named.map((h) => h.item.id));
  const rest = (hits: SearchHit[]) => hits.filter((h) => !seen.has(h.item.id) && (seen.add(h.item.id), true));

  if (tokens.length === 0) {
    const order = (item: LibraryItem) => AREA_ORDER_WITHOUT_WORDS.indexOf(areas[item.areaOrder]?.id ?? '');
    const filtered = [...library.byId.values()].filter(chipped).sort((a, b) => order(a) - order(b));
    return { chips, text, hits: [...named, ...rest(filtered.map((item) => ({ item, terms: [], score: 0 })))] };
  }

  const keys = tokens.map(searchKey);
  const textPhrase = plainWord(tokens.join(' '));
  // Every word first, then cards with some of them: a word that names a collection
  // („Kennenlernen erste Stunde“) still brings that collection to the top.
  const results = new Map<string, SearchResult & { coverage: number }>();
  for (const result of runQuery(library, tokens, 'AND')) results.set(String(result.id), { ...result, coverage: 1 });
  if (tokens.length > 1) {
    for (const result of runQuery(library, tokens, 'OR')) {
      if (!results.has(String(result.id)))
        results.set(String(result.id), { ...result, coverage: result.queryTerms.length / (tokens.length + 1) });
    }
  }
  const hits = [...results.values()]
    .map((result) => ({
      item: library.byId.get(String(result.id)) as LibraryItem,
      terms: result.terms,
      score: result.score,
      coverage: result.coverage,
    }))
    .filter((hit) => hit.item && chipped(hit.item))
    .map((hit) => ({ ...hit, bonus: titleBonus(hit.item, keys, textPhrase) }))
    .sort((a, b) => b.bonus - a.bonus || b.coverage - a.coverage || b.score - a.score)
    .map(({ item, terms, score }) => ({ item, terms, score }));
  return { chips, text, hits: [...named, ...rest(hits)] };
}
