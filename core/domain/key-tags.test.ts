import { describe, expect, it } from 'vitest';
import { keyTags } from './key-tags';

const base = { durationMinutes: null, places: [], materials: [], groupSize: null, loudness: null, fields: [] };

describe('key tags', () => {
  it('name grades, length, place and material in a few words', () => {
    expect(
      keyTags({ ...base, grades: [2, 1, 3, 4], durationMinutes: 10, places: ['Halle'], materials: ['Hütchen', 'Softball', 'Reifen'] }),
    ).toEqual(['Klasse 1–4', '10 Min.', 'Halle', 'Hütchen, Softbälle +1']);
    expect(keyTags({ ...base, grades: [1, 3], places: ['Halle', 'Draußen'] })).toEqual(['Klasse 1, 3', 'Halle, Draußen', 'ohne Material']);
    expect(keyTags({ ...base, grades: [2] })).toEqual(['Klasse 2', 'ohne Material']);
  });

  it('say nothing for an article without tags', () => {
    expect(keyTags(null)).toEqual([]);
  });
});
