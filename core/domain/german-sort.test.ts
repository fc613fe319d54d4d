import fc from 'fast-check';
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

describe('compareGerman without the collator', () => {
  const collator = new Intl.Collator('de', { sensitivity: 'base' });
  const sign = (n: number) => Math.sign(n);

  it('orders names of letters, umlauts, ß, digits, spaces and hyphens exactly as the German collator', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'aAbBeEsSzZäÄöÖüÜßẞ019 -'.split('')), maxLength: 8 });
    fc.assert(
      fc.property(plain, plain, (a, b) => sign(compareGerman(a, b)) === sign(collator.compare(a, b))),
      { numRuns: 5000 },
    );
  });

  it('leaves every other sign to the collator', () => {
    const any = fc.string({ unit: fc.constantFrom(...'aäsßz1 -&/().,éÉçøæ_'.split('')), maxLength: 6 });
    fc.assert(
      fc.property(any, any, (a, b) => sign(compareGerman(a, b)) === sign(collator.compare(a, b))),
      { numRuns: 3000 },
    );
    expect(sign(compareGerman('Café', 'Cafe'))).toBe(0);
    expect(sign(compareGerman('Seil & Ball', 'Seil-Ball'))).toBe(sign(collator.compare('Seil & Ball', 'Seil-Ball')));
  });
});

describe('compareGermanNatural', () => {
  it('compares numbers in names as numbers', () => {
    expect(['10a', '2a', '1b', '1a'].sort(compareGermanNatural)).toEqual(['1a', '1b', '2a', '10a']);
  });
});
