import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareGerman, compareGermanNatural, germanSortKey, sortGerman } from './german-sort';

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
  const SIGNS = ' _-–—,;:!?.\'‚‘’"„“”()[]*/&#%+';

  it('gives typical titles a key, so their lists never load the collator', () => {
    for (const title of [
      'Wer hat Angst vorm Krokodil?',
      'Feuer, Wasser, Blitz',
      'Stunde 1: Locker laufen – leise wie eine Katze',
      '„Ochs am Berg“ (Variante)',
      'Seil & Ball',
      'Fußball!',
    ])
      expect(germanSortKey(title)).toBeDefined();
    for (const title of ['Café', 'Smørrebrød', 'Ball 🏐', 'a\u00a0b']) expect(germanSortKey(title)).toBeUndefined();
  });

  it('orders the keys of letters, umlauts, ß, digits and signs exactly as the German collator', () => {
    const plain = fc.string({ unit: fc.constantFrom(...`aAbBeEsSzZäÄöÖüÜßẞ019${SIGNS}`.split('')), maxLength: 8 });
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        const keyA = germanSortKey(a);
        const keyB = germanSortKey(b);
        if (keyA === undefined || keyB === undefined) return false;
        const plainOrder = keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
        return plainOrder === sign(collator.compare(a, b)) && sign(compareGerman(a, b)) === plainOrder;
      }),
      { numRuns: 10000 },
    );
  });

  it('leaves every other sign to the collator, also when sorting a list', () => {
    const any = fc.string({ unit: fc.constantFrom(...'aäsßz1 -&/().,éÉçøæ\u00a0'.split('')), maxLength: 6 });
    fc.assert(
      fc.property(any, any, (a, b) => sign(compareGerman(a, b)) === sign(collator.compare(a, b))),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.array(any, { maxLength: 12 }), (names) => {
        const sorted = sortGerman(names, (name) => name);
        return sorted.every((name, i) => i === 0 || collator.compare(sorted[i - 1] as string, name) <= 0);
      }),
      { numRuns: 1000 },
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
