import { describe, expect, it } from 'vitest';
import { findCollection } from '../../collections/registry';
import { buildLibraryIndex, itemSnippet, libraryItems, loadLibraryIndex, saveLibraryIndex, searchLibraryIndex } from './library-search';

const card = (id: string, title: string, content: string) => ({
  id,
  clickableHeader: title,
  contentHeader: null,
  sections: [{ content }],
  tags: null,
});

describe('the search text of a card', () => {
  const fangspiele = findCollection('fangspiele');
  const basketball = findCollection('basketball');
  if (!fangspiele || !basketball) throw new Error('no collections');
  const items = libraryItems([
    {
      collection: fangspiele,
      items: [
        card(
          'a',
          'Krokodil',
          '## Aufbau\nZwei Ufer.\n\n```skizze\nfeld: halle\nzone 3 0 21 15 farbe=blau text="Fluss"\nlehrkraft 13,5 7,5\n```\n\n## Ablauf\nAlle laufen.',
        ),
        card('b', 'Lehrkraft spielt mit', 'Die Lehrkraft fängt.'),
      ],
    },
    { collection: basketball, items: [card('c', '3', 'Eine Stunde von früher, nur mit Nummer.')] },
  ]);
  const library = buildLibraryIndex(items);
  const ids = (query: string) => searchLibraryIndex(library, query).hits.map((hit) => hit.item.id);

  it('leaves the sketches out: their words are drawing, not text', () => {
    expect(ids('Lehrkraft')).toEqual(['b']);
    expect(ids('zone')).toEqual([]);
    expect(itemSnippet(items[0] as (typeof items)[number]).plain).not.toContain('skizze');
    expect(ids('Ufer')).toEqual(['a']);
  });

  it('names a lesson stored with only its number after its series', () => {
    expect(items[2]?.title).toBe('Basketball, Stunde 3');
  });
});

describe('an index kept on the device', () => {
  const fangspiele = findCollection('fangspiele');
  if (!fangspiele) throw new Error('no Fangspiele');
  const items = libraryItems([
    {
      collection: fangspiele,
      items: [card('a', 'Kettenfangen', 'Wer gefangen ist, fasst an.'), card('b', 'Brückenfangen', 'Gefangene machen eine Brücke.')],
    },
  ]);

  it('finds after saving and loading what it found when built', () => {
    const built = buildLibraryIndex(items);
    const loaded = loadLibraryIndex(items, JSON.parse(JSON.stringify(saveLibraryIndex(built))));
    for (const query of ['Kettenfangen', 'fangen', 'brucke', 'Brückenfangen Klasse 2']) {
      expect(searchLibraryIndex(loaded, query).hits.map((h) => h.item.id)).toEqual(
        searchLibraryIndex(built, query).hits.map((h) => h.item.id),
      );
    }
    expect(searchLibraryIndex(loaded, 'fangen').hits.length).toBe(2);
  });
});
