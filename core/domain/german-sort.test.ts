import { describe, expect, it } from 'vitest';
import { compareGerman, compareGermanNatural, sortGerman } from './german-sort';

describe('sortGerman', () => {
  it('sorts umlauts with their base letter, not after z', () => {
    const sorted = sortGerman(['Zahl', 'Übung', 'Ball', 'Ärmel', 'Uhr', 'Abschluss'], (s) => s);
    expect(sorted).toEqual(['Abschluss', 'Ärmel', 'Ball', 'Übung', 'Uhr', 'Zahl']);
  });

  it('treats ß like ss and ignores case', () => {
    expect(compareGerman('Straße', 'strasse')).toBe(0);
    expect(sortGerman(['fußball', 'Fangspiele', 'Faustball'], (s) => s)).toEqual(['Fangspiele', 'Faustball', 'fußball']);
  });

  it('does not modify its input', () => {
    const input = ['b', 'a'];
    sortGerman(input, (s) => s);
    expect(input).toEqual(['b', 'a']);
  });
});

describe('compareGermanNatural', () => {
  it('compares numbers in names as numbers', () => {
    expect(['10a', '2a', '1b', '1a'].sort(compareGermanNatural)).toEqual(['1a', '1b', '2a', '10a']);
  });
});
