import { describe, expect, it } from 'vitest';
import { findMaterial, isMaterialName, materialLabel, MATERIALS } from './materials';
import { PIECES } from './sketch/catalogue';

describe('the material vocabulary', () => {
  it('merges the synonyms that used to split a filter’s results', () => {
    for (const [word, name] of [
      ['Pylonen', 'Hütchen'],
      ['Kegel', 'Hütchen'],
      ['Poolnudeln', 'Schwimmnudel'],
      ['Schwimmnudeln', 'Schwimmnudel'],
      ['Langbänke', 'Langbank'],
      ['Kreppband', 'Klebeband'],
      ['Pfeife', 'Trillerpfeife'],
      ['Seilchen', 'Springseil'],
      ['huetchen', 'Hütchen'],
      ['SOFTBÄLLE', 'Softball'],
    ]) {
      expect(findMaterial(word as string)?.name, word).toBe(name);
    }
    expect(findMaterial('Bälle')).toBeUndefined();
  });

  it('has one entry per word: no name, plural or synonym belongs to two entries', () => {
    const owners = new Map<string, string>();
    for (const m of MATERIALS) {
      for (const word of new Set([m.name, m.plural, ...m.synonyms].map((w) => w.toLowerCase()))) {
        expect(owners.get(word), `${word}: ${owners.get(word)} and ${m.name}`).toBeUndefined();
        owners.set(word, m.name);
      }
    }
  });

  it('shows the plural of a stored name and leaves older values as they are', () => {
    expect(materialLabel('Softball')).toBe('Softbälle');
    expect(materialLabel('Hütchen')).toBe('Hütchen');
    expect(materialLabel('Alter Wert')).toBe('Alter Wert');
    expect(isMaterialName('Softball')).toBe(true);
    expect(isMaterialName('Softbälle')).toBe(false);
  });

  it('maps to sketch pieces that exist', () => {
    const pieces = new Set(PIECES.map((p) => p.key));
    for (const m of MATERIALS) if (m.piece) expect(pieces.has(m.piece), m.name).toBe(true);
  });
});
