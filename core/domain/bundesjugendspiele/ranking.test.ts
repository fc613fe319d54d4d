import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateCounts, evaluateGroup, placeNumbers, type Exercise, type ExerciseResult } from './ranking';

const results = (values: Record<string, number | null>): ExerciseResult[] =>
  Object.entries(values).map(([childId, value]) => ({ childId, value }));

describe('Platzziffern per exercise', () => {
  it('gives equal results the same place and skips the following ones (two on 2 → next is 4)', () => {
    const places = placeNumbers(results({ A: 8.1, B: 7.9, C: 8.1, D: 9.0, E: 8.5 }), 'lower');
    expect(Object.fromEntries(places)).toEqual({ B: 1, A: 2, C: 2, E: 4, D: 5 });
  });

  it('ranks distances and zones higher-is-better; children without a result get the size of the group (handbook)', () => {
    const places = placeNumbers(results({ A: 5, B: 4, C: 5, D: 3, E: null, F: null }), 'higher');
    expect(Object.fromEntries(places)).toEqual({ A: 1, C: 1, B: 3, D: 4, E: 6, F: 6 });
  });
});

describe('certificate counts (20 % and 50 % rounded up)', () => {
  it.each([
    [20, 4, 10, 6],
    [17, 4, 9, 4], // the DLV's own example
    [15, 3, 8, 4], // 20 % of 15 is exactly 3: no floating-point round-up to 4
    [10, 2, 5, 3],
    [4, 1, 2, 1],
    [2, 1, 1, 0],
    [1, 1, 0, 0],
    [0, 0, 0, 0],
  ])('%i children: %i Ehren-, %i Sieger-, %i Teilnahmeurkunden', (n, ehren, sieger, teilnahme) => {
    expect(certificateCounts(n)).toEqual({ ehren, sieger, teilnahme });
  });

  it('holds for every group size from 1 to 60', () => {
    for (let n = 1; n <= 60; n++) {
      const { ehren, sieger, teilnahme } = certificateCounts(n);
      expect(ehren + sieger + teilnahme).toBe(n);
      expect(ehren).toBeGreaterThanOrEqual(n * 0.2 - 1e-9);
      expect(ehren).toBeLessThan(n * 0.2 + 1);
      expect(sieger).toBe(Math.min(n - ehren, Math.ceil(n / 2)));
      expect(teilnahme).toBeGreaterThanOrEqual(0);
    }
  });
});

/** Five girls, four exercises, computed by hand below. */
const exercises: Exercise[] = [
  { id: 'sprint', better: 'lower' },
  { id: 'sprung', better: 'higher' },
  { id: 'wurf', better: 'higher' },
  { id: 'ausdauer', better: 'higher' },
];
const girls = ['A', 'B', 'C', 'D', 'E'];
const day = {
  sprint: results({ A: 8.1, B: 7.9, C: 8.1, D: 9.0, E: 8.5 }), // B1 A2 C2 E4 D5
  sprung: results({ A: 5, B: 4, C: 5, D: 3 }), // A1 C1 B3 D4, E missed it → 5
  wurf: results({ A: 4, B: 6, C: 2, D: 5, E: 3 }), // B1 D2 A3 E4 C5
  ausdauer: results({ A: 7, B: 7, C: 6, D: 8, E: 5 }), // D1 A2 B2 C4 E5
};

describe('a group evaluated as by hand', () => {
  it('sums the Platzziffern, shares the final place on equal sums, and splits 1 / 3 / 1', () => {
    const { ranked, notRanked, counts } = evaluateGroup(girls, exercises, day);
    expect(notRanked).toEqual([]);
    expect(ranked.map((r) => [r.childId, r.sum, r.place, r.certificate])).toEqual([
      ['B', 7, 1, 'ehren'], // 1 + 3 + 1 + 2
      ['A', 8, 2, 'sieger'], // 2 + 1 + 3 + 2
      ['C', 12, 3, 'sieger'], // 2 + 1 + 5 + 4
      ['D', 12, 3, 'sieger'], // 5 + 4 + 2 + 1
      ['E', 18, 5, 'teilnahme'], // 4 + 5 + 4 + 5
    ]);
    expect(ranked[4]?.places).toEqual({ sprint: 4, sprung: 5, wurf: 4, ausdauer: 5 });
    expect(counts).toEqual({ ehren: 1, sieger: 3, teilnahme: 1 });
  });

  it('„not-ranked“ leaves out a child who missed an exercise and ranks the others without her', () => {
    const { ranked, notRanked } = evaluateGroup(girls, exercises, day, { missing: 'not-ranked', boundary: 'generous' });
    expect(notRanked).toEqual(['E']);
    // Without E: C is 4th in Wurf and Ausdauer, D 4th in Sprint → 11 each; 4 children: 1 / 2 / 1.
    expect(ranked.map((r) => [r.childId, r.sum, r.place, r.certificate])).toEqual([
      ['B', 7, 1, 'ehren'],
      ['A', 8, 2, 'sieger'],
      ['C', 11, 3, 'sieger'],
      ['D', 11, 3, 'sieger'],
    ]);
  });

  it('a tie across the Ehrenurkunde line: „generous“ gives both the better certificate, „strict“ both the lower one', () => {
    const tie = { sprint: results({ A: 8, B: 8, C: 9, D: 10, E: 11 }) };
    const one: Exercise[] = [{ id: 'sprint', better: 'lower' }];
    const generous = evaluateGroup(girls, one, tie);
    expect(generous.ranked.slice(0, 2).map((r) => [r.childId, r.place, r.certificate])).toEqual([
      ['A', 1, 'ehren'],
      ['B', 1, 'ehren'],
    ]);
    expect(generous.counts).toEqual({ ehren: 2, sieger: 2, teilnahme: 1 });
    const strict = evaluateGroup(girls, one, tie, { missing: 'shared-last', boundary: 'strict' });
    expect(strict.ranked.slice(0, 2).map((r) => r.certificate)).toEqual(['sieger', 'sieger']);
    expect(strict.counts).toEqual({ ehren: 0, sieger: 4, teilnahme: 1 });
  });
});

describe('properties over random groups', () => {
  const group = fc.integer({ min: 1, max: 60 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      values: fc.array(fc.array(fc.option(fc.integer({ min: 1, max: 8 }), { nil: null, freq: 8 }), { minLength: n, maxLength: n }), {
        minLength: 4,
        maxLength: 4,
      }),
      missing: fc.constantFrom('shared-last' as const, 'not-ranked' as const),
      boundary: fc.constantFrom('generous' as const, 'strict' as const),
    }),
  );

  it('every child is either ranked with exactly one certificate or listed as not ranked; better sums never get a worse certificate; the bands keep to their share as the rule says', () => {
    fc.assert(
      fc.property(group, ({ n, values, missing, boundary }) => {
        const ids = Array.from({ length: n }, (_, i) => `k${i}`);
        const byExercise = Object.fromEntries(
          exercises.map((e, x) => [e.id, ids.map((childId, i) => ({ childId, value: values[x]![i]! }))]),
        );
        const { ranked, notRanked } = evaluateGroup(ids, exercises, byExercise, { missing, boundary });
        const seen = [...ranked.map((r) => r.childId), ...notRanked].sort();
        expect(seen).toEqual([...ids].sort());
        if (missing === 'shared-last') expect(notRanked).toEqual([]);
        const rank = { ehren: 0, sieger: 1, teilnahme: 2 };
        for (let i = 1; i < ranked.length; i++) {
          expect(ranked[i]!.sum).toBeGreaterThanOrEqual(ranked[i - 1]!.sum);
          expect(rank[ranked[i]!.certificate]).toBeGreaterThanOrEqual(rank[ranked[i - 1]!.certificate]);
          if (ranked[i]!.sum === ranked[i - 1]!.sum) expect(ranked[i]!.certificate).toBe(ranked[i - 1]!.certificate);
        }
        const quota = certificateCounts(ranked.length);
        const ehren = ranked.filter((r) => r.certificate === 'ehren').length;
        if (boundary === 'generous') expect(ehren).toBeGreaterThanOrEqual(quota.ehren);
        else expect(ehren).toBeLessThanOrEqual(quota.ehren);
      }),
      { numRuns: 300 },
    );
  });
});
