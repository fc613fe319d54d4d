import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldGerman } from './german-text';

/** The rule itself, one character at a time, without the shortcut for plain ASCII. */
function foldEachCharacter(text: string): string {
  const special: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe' };
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += special[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return out;
}

describe('foldGerman', () => {
  it('folds umlauts, ß and accents to plain lower-case letters', () => {
    expect(foldGerman('Fußball')).toBe('fussball');
    expect(foldGerman('Ärmel, Münze')).toBe('aermel, muenze');
    expect(foldGerman('Café')).toBe('cafe');
  });

  it('folds plain ASCII text as it folds every other text', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aZ09 -,?ÄöüßéÉæŒİ'.split('')), maxLength: 10 });
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (value) => foldGerman(value) === foldEachCharacter(value)),
      { numRuns: 3000 },
    );
  });
});
