import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinSideFrom, flipCoin } from './coin';
import { changeScore, DEFAULT_FIELD_TEAMS, sanitizeFieldTeams } from './score';

describe('score counter rules', () => {
  it('never goes below 0', () => {
    expect(changeScore(0, -1)).toBe(0);
    expect(changeScore(2, -1)).toBe(1);
    expect(changeScore(2, 1)).toBe(3);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1, -1)), (steps) => {
        const final = steps.reduce((score, step) => changeScore(score, step), 0);
        expect(final).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('uses Team A/B on field 1 and Team C/D on field 2, and repairs stored teams', () => {
    expect(DEFAULT_FIELD_TEAMS[1].map((t) => t.name)).toEqual(['Team A', 'Team B']);
    expect(DEFAULT_FIELD_TEAMS[2].map((t) => t.name)).toEqual(['Team C', 'Team D']);
    expect(sanitizeFieldTeams(2, [{ name: 'Füchse', score: 4 }, { score: -1 }])).toEqual([
      { name: 'Füchse', score: 4 },
      { name: 'Team D', score: 0 },
    ]);
  });
});

describe('coin toss', () => {
  it('maps even and odd random words to the two sides', () => {
    expect(coinSideFrom(0)).toBe('Kopf');
    expect(coinSideFrom(1)).toBe('Zahl');
    expect(coinSideFrom(0xffffffff)).toBe('Zahl');
  });

  it('is fair over many secure flips', () => {
    const n = 20_000;
    const heads = Array.from({ length: n }, () => flipCoin()).filter((side) => side === 'Kopf').length;
    // 5 standard deviations: fails for a biased coin, practically never for a fair one.
    expect(Math.abs(heads - n / 2)).toBeLessThan(5 * Math.sqrt(n / 4));
  });
});

describe('signal tones', () => {
  it('offers whistle, gong and beep, each with its own notes, scaled by loudness', async () => {
    const { TONES, toneNotes, isTone } = await import('./signal-tones');
    expect(TONES.map((t) => t.label)).toEqual(['Pfiff', 'Gong', 'Piepton']);
    const shapes = TONES.map((t) => JSON.stringify(toneNotes(t.value, 1).map((n) => [n.wave, n.frequency])));
    expect(new Set(shapes).size).toBe(3);
    expect(toneNotes('gong', 0.5)[0]?.peak).toBeCloseTo(0.35);
    expect(toneNotes('piep', 0)[0]?.peak).toBeCloseTo(0.05); // never silent: at least 10 %
    expect(isTone('gong')).toBe(true);
    expect(isTone('hupe')).toBe(false);
  });
});
