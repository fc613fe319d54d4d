import { describe, expect, it } from 'vitest';
import { findCollection } from '@core/collections/registry';
import type { ContentItem } from '@core/schemas/content';
import { buildIndex, libraryItems, searchLibrary } from './search-index';

const card = (id: string, title: string, content: string): ContentItem => ({
  id,
  collection: 'fangspiele',
  clickableHeader: title,
  contentHeader: null,
  category: null,
  sections: [{ id: 's1', content }],
  isNew: false,
  pdfLink: null,
  tags: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the search text of a card', () => {
  const collection = findCollection('fangspiele');
  if (!collection) throw new Error('no Fangspiele');
  const items = libraryItems([
    {
      collection,
      items: [
        card(
          'a',
          'Krokodil',
          '## Aufbau\nZwei Ufer.\n\n```skizze\nfeld: halle\nzone 3 0 21 15 farbe=blau text="Fluss"\nlehrkraft 13,5 7,5\n```\n\n## Ablauf\nAlle laufen.',
        ),
        card('b', 'Lehrkraft spielt mit', 'Die Lehrkraft fängt.'),
      ],
    },
  ]);
  const index = buildIndex(items);
  const byId = new Map(items.map((item) => [item.id, item]));

  it('leaves the sketches out: their words are drawing, not text', () => {
    expect(searchLibrary(index, byId, 'Lehrkraft').map((hit) => hit.item.id)).toEqual(['b']);
    expect(searchLibrary(index, byId, 'zone').map((hit) => hit.item.id)).toEqual([]);
    expect(items[0]?.snippet).not.toContain('skizze');
    expect(searchLibrary(index, byId, 'Ufer').map((hit) => hit.item.id)).toEqual(['a']);
  });
});
