import { describe, expect, it } from 'vitest';
import type { ContentTags } from '../../schemas/content';
import { foldGerman, foldWithMap, germanTerms } from './german-text';
import { highlightRanges, snippet } from './highlight';
import { applyFilters, describeFilter, filterOptions, readFilters } from './quick-filters';

const tags = (t: Partial<ContentTags>): ContentTags => ({
  grades: [],
  durationMinutes: null,
  places: [],
  materials: [],
  groupSize: null,
  loudness: null,
  fields: [],
  ...t,
});

describe('German folding', () => {
  it('matches umlauts and ß with their ASCII spellings', () => {
    expect(foldGerman('Fußball Münze ÄRMEL Café')).toBe('fussball muenze aermel cafe');
    expect(germanTerms('Völkerball – 2 Teams!')).toEqual(['voelkerball', '2', 'teams']);
  });

  it('maps folded positions back to the original', () => {
    const { folded, origin } = foldWithMap('aßb');
    expect(folded).toBe('assb');
    expect(origin).toEqual([0, 1, 1, 2, 3]);
  });
});

describe('highlighting', () => {
  it('marks words that begin with a term, in the original spelling', () => {
    const text = 'Zum Fußball gehört Fußballschuhe und Ballgefühl.';
    expect(highlightRanges(text, ['fussball']).map((r) => text.slice(r.start, r.end))).toEqual(['Fußball', 'Fußball']);
    expect(highlightRanges(text, ['ball']).map((r) => text.slice(r.start, r.end))).toEqual(['Ball']);
    expect(highlightRanges(text, ['all'])).toEqual([]);
  });

  it('cuts a snippet around the first match', () => {
    const long = `${'Aufwärmen im Kreis. '.repeat(20)}Dann folgt Brennball mit zwei Teams. ${'Abschluss. '.repeat(20)}`;
    const cut = snippet(long, ['brennball'], 80);
    expect(cut.text.startsWith('… ')).toBe(true);
    expect(cut.text).toContain('Brennball');
    expect(cut.ranges).toHaveLength(1);
    expect(cut.text.slice(cut.ranges[0]!.start, cut.ranges[0]!.end)).toBe('Brennball');
  });
});

describe('quick filters', () => {
  const items = [
    {
      id: 'a',
      tags: tags({
        grades: [1, 2],
        durationMinutes: 10,
        places: ['Halle'],
        materials: [],
        groupSize: { min: 8, max: 30 },
        loudness: 'laut',
      }),
    },
    {
      id: 'b',
      tags: tags({
        grades: [2, 3],
        durationMinutes: 45,
        places: ['Halle', 'Draußen'],
        materials: ['Bälle'],
        groupSize: { min: 10, max: 30 },
        loudness: 'mittel',
      }),
    },
    {
      id: 'c',
      tags: tags({
        grades: [3, 4],
        durationMinutes: 5,
        places: ['Klassenraum'],
        materials: [],
        groupSize: { min: 2, max: 6 },
        loudness: 'ruhig',
      }),
    },
    { id: 'd', tags: null },
  ];

  it('combine: every active filter must match', () => {
    expect(applyFilters(items, { klasse: '2', ort: 'Halle', material: 'ohne' }).map((i) => i.id)).toEqual(['a']);
    expect(applyFilters(items, { dauer: '10' }).map((i) => i.id)).toEqual(['a', 'c']);
    expect(applyFilters(items, { dauer: 'mehr' }).map((i) => i.id)).toEqual(['b']);
    expect(applyFilters(items, { gruppe: '25' }).map((i) => i.id)).toEqual(['a', 'b']);
    expect(applyFilters(items, {}).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('count each value with the other filters applied', () => {
    const options = filterOptions(items, { ort: 'Halle' });
    expect(options.klasse.map((o) => o.count)).toEqual([1, 2, 1, 0]);
    expect(options.ort.find((o) => o.value === 'Klassenraum')?.count).toBe(1);
    expect(options.material.map((o) => o.label)).toEqual(['ohne Material', 'Bälle']);
  });

  it('filter by Bewegungsfeld, with a device copy from before the fields counted as none', () => {
    const fielded = [
      { id: 'e', tags: tags({ fields: ['Ringen und Kämpfen'] }) },
      { id: 'f', tags: tags({ fields: ['Spielen', 'Laufen, Springen, Werfen'] }) },
      // Kept on a device by an older version: no `fields` at all.
      { id: 'g', tags: { ...tags({}), fields: undefined } as unknown as ContentTags },
    ];
    expect(applyFilters(fielded, { bewegungsfeld: 'Spielen' }).map((i) => i.id)).toEqual(['f']);
    const options = filterOptions(fielded, {}).bewegungsfeld;
    expect(options).toHaveLength(8);
    expect(options.find((o) => o.value === 'Ringen und Kämpfen')?.count).toBe(1);
    expect(describeFilter('bewegungsfeld', 'Bewegen im Wasser', fielded)).toBe('Bewegungsfeld: Bewegen im Wasser');
  });

  it('read from the URL and describe themselves', () => {
    expect(readFilters(new URLSearchParams('klasse=2&ort=Wasser&x=1'))).toEqual({ klasse: '2', ort: 'Wasser' });
    expect(describeFilter('ort', 'Wasser', items)).toBe('Ort: Wasser');
    expect(describeFilter('material', 'ohne', items)).toBe('Material: ohne Material');
  });
});

describe('„nur mit meinem Material“', () => {
  const items = [
    { id: 'ohne', tags: tags({ materials: [] }) },
    { id: 'ball', tags: tags({ materials: ['Softball'] }) },
    { id: 'ball-und-reifen', tags: tags({ materials: ['Softball', 'Reifen'] }) },
  ];

  it('keeps the cards this school’s material is enough for', () => {
    const inventory = new Set(['Softball']);
    expect(applyFilters(items, { mein: '1' }, undefined, { inventory }).map((i) => i.id)).toEqual(['ohne', 'ball']);
    expect(filterOptions(items, {}, { inventory }).mein).toEqual([{ value: '1', label: 'an', count: 2 }]);
  });

  it('keeps every card while nothing is ticked on this device', () => {
    expect(applyFilters(items, { mein: '1' }, undefined, { inventory: new Set() })).toHaveLength(3);
    expect(applyFilters(items, { mein: '1' })).toHaveLength(3);
  });
});
