import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { GERMAN_CHARACTERS, GERMAN_UNICODE_RANGE, germanFontFace, germanSubset } from './german-font';

const require = createRequire(import.meta.url);
const LATIN = require.resolve('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2');

describe('the German text font', () => {
  it('holds every German character, still variable in weight, in well under the Latin file', async () => {
    const latin = fs.readFileSync(LATIN);
    const subset = await germanSubset(latin);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(latin.length * 0.75);

    // HarfBuzz reads TrueType, not woff2: read the subset through a second cut to TrueType.
    const { default: subsetFont } = await import('subset-font');
    const face = new Face(new Blob(await subsetFont(subset, GERMAN_CHARACTERS, { targetFormat: 'sfnt' })));
    const covered = new Set(face.collectUnicodes());
    const missing = [...GERMAN_CHARACTERS].filter((char) => !covered.has(char.codePointAt(0) as number));
    expect(missing).toEqual([]);
    for (const char of 'äöüÄÖÜß„“‚‘–—…€§°·×') expect(GERMAN_CHARACTERS).toContain(char);
    expect(face.getAxisInfos().wght).toMatchObject({ min: 200, max: 1000 });
  });

  it('is declared with exactly its characters as the unicode-range', () => {
    const rule = germanFontFace('Nunito Variable', '/assets/nunito-german-abc.woff2');
    expect(rule).toContain("font-family:'Nunito Variable'");
    expect(rule).toContain('src:url(/assets/nunito-german-abc.woff2)');
    const ranges = GERMAN_UNICODE_RANGE.split(',').map((part) =>
      part
        .slice(2)
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    );
    const fromRange = ranges.flatMap(([first, last = first]) =>
      Array.from({ length: (last as number) - (first as number) + 1 }, (_, i) => String.fromCodePoint((first as number) + i)),
    );
    expect(fromRange.join('')).toBe(GERMAN_CHARACTERS);
  });
});
