import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatches, MATCH_ORDER, parseScore, rankTeams, sanitizeMatches, winners, type Match, type Standing } from './tournament';

const names4 = ['Team A', 'Team B', 'Team C', 'Team D'];
const result = (home: number, away: number, homeScore: number | null, awayScore: number | null): Match => ({ home, away, homeScore, awayScore });

describe('tournament schedule', () => {
  it('follows the spec order for 3 and 4 teams', () => {
    const letters = (n: 3 | 4) => MATCH_ORDER[n].map(([h, a]) => `${'ABCD'[h]}-${'ABCD'[a]}`);
    expect(letters(3)).toEqual(['A-B', 'B-C', 'C-A']);
    expect(letters(4)).toEqual(['A-B', 'C-D', 'D-A', 'B-C', 'A-C', 'B-D']);
    expect(createMatches(4).every((m) => m.homeScore === null && m.awayScore === null)).toBe(true);
  });

  it('pairs every team with every other exactly once', () => {
    for (const n of [3, 4] as const) {
      const pairs = MATCH_ORDER[n].map(([h, a]) => [Math.min(h, a), Math.max(h, a)].join());
      expect(new Set(pairs).size).toBe((n * (n - 1)) / 2);
    }
  });
});

describe('score inputs', () => {
  it('accept whole numbers from 0, empty as not played, nothing else', () => {
    expect(parseScore('')).toBeNull();
    expect(parseScore(' 7 ')).toBe(7);
    expect(parseScore('0')).toBe(0);
    for (const bad of ['-1', '1.5', '1,5', 'abc', '1e2', '1000']) expect(parseScore(bad), bad).toBeUndefined();
  });
});

describe('ranking', () => {
  it('gives 3 points for a win, 1 for a draw, 0 for a loss', () => {
    const table = rankTeams(names4.slice(0, 3), [result(0, 1, 2, 1), result(1, 2, 0, 0)]);
    const points = Object.fromEntries(table.map((s) => [s.name, s.points]));
    expect(points).toEqual({ 'Team A': 3, 'Team B': 1, 'Team C': 1 });
  });

  it('resolves a three-way tie on points by goal difference', () => {
    // A, B and C each win once against each other and all beat D; goal differences differ.
    const matches = [result(0, 1, 3, 0), result(2, 3, 1, 0), result(3, 0, 0, 1), result(1, 2, 1, 0), result(0, 2, 0, 1), result(1, 3, 1, 0)];
    const table = rankTeams(names4, matches);
    expect(table.map((s) => [s.position, s.name, s.points, s.goalsFor, s.goalsAgainst])).toEqual([
      [1, 'Team A', 6, 4, 1],
      [2, 'Team C', 6, 2, 1],
      [3, 'Team B', 6, 2, 3],
      [4, 'Team D', 0, 0, 3],
    ]);
    expect(winners(table).map((s) => s.name)).toEqual(['Team A']);
  });

  it('uses goals scored when points and goal difference are level', () => {
    const table = rankTeams(names4.slice(0, 3), [result(0, 1, 3, 3), result(1, 2, 1, 1), result(2, 0, 0, 0)]);
    expect(table.map((s) => [s.position, s.name])).toEqual([
      [1, 'Team B'],
      [2, 'Team A'],
      [3, 'Team C'],
    ]);
  });

  it('lets completely level teams share a position, and lists them all as winners', () => {
    const table = rankTeams(names4.slice(0, 3), [result(0, 1, 1, 1), result(1, 2, 1, 1), result(2, 0, 1, 1)]);
    expect(table.map((s) => s.position)).toEqual([1, 1, 1]);
    expect(winners(table)).toHaveLength(3);
  });

  it('names no winner before a match is played', () => {
    const table = rankTeams(names4, createMatches(4));
    expect(winners(table)).toEqual([]);
    expect(table.every((s) => s.position === 1 && s.points === 0)).toBe(true);
  });

  it('ignores a match with only one score entered', () => {
    const table = rankTeams(names4.slice(0, 3), [result(0, 1, 5, null)]);
    expect(table.every((s) => s.played === 0)).toBe(true);
  });
});

const scoreArb = fc.option(fc.integer({ min: 0, max: 15 }), { nil: null });
const tournamentArb = fc.constantFrom(3 as const, 4 as const).chain((n) =>
  fc.tuple(fc.constant(n), fc.tuple(...MATCH_ORDER[n].map(([home, away]) => fc.record({ home: fc.constant(home), away: fc.constant(away), homeScore: scoreArb, awayScore: scoreArb })))),
);

describe('ranking properties', () => {
  it('does not depend on the order of the matches', () => {
    fc.assert(
      fc.property(tournamentArb, fc.integer(), ([n, matches], seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(matches, { minLength: matches.length, maxLength: matches.length }), { seed, numRuns: 1 })[0] as Match[];
        expect(rankTeams(names4.slice(0, n), shuffled)).toEqual(rankTeams(names4.slice(0, n), matches));
      }),
    );
  });

  it('hands out 3 points per decided match and 2 per draw', () => {
    fc.assert(
      fc.property(tournamentArb, ([n, matches]) => {
        const played = matches.filter((m) => m.homeScore !== null && m.awayScore !== null);
        const draws = played.filter((m) => m.homeScore === m.awayScore).length;
        const total = rankTeams(names4.slice(0, n), matches).reduce((sum, s) => sum + s.points, 0);
        expect(total).toBe(3 * (played.length - draws) + 2 * draws);
      }),
    );
  });

  it('orders by points, then goal difference, then goals, and shares positions only when all three are level', () => {
    fc.assert(
      fc.property(tournamentArb, ([n, matches]) => {
        const table = rankTeams(names4.slice(0, n), matches);
        const goalsFor = table.reduce((sum, s) => sum + s.goalsFor, 0);
        expect(goalsFor).toBe(table.reduce((sum, s) => sum + s.goalsAgainst, 0));
        for (let i = 1; i < table.length; i++) {
          const a = table[i - 1] as Standing;
          const b = table[i] as Standing;
          const key = (s: Standing) => [s.points, s.goalsFor - s.goalsAgainst, s.goalsFor];
          const [ka, kb] = [key(a), key(b)];
          const cmp = ka[0]! - kb[0]! || ka[1]! - kb[1]! || ka[2]! - kb[2]!;
          expect(cmp).toBeGreaterThanOrEqual(0);
          expect(b.position === a.position).toBe(cmp === 0);
          if (cmp !== 0) expect(b.position).toBe(i + 1);
        }
      }),
    );
  });
});

describe('stored matches', () => {
  it('keep valid scores and reject anything else', () => {
    const stored = [result(0, 1, 2, 1), { home: 1, away: 2, homeScore: -3, awayScore: 'x' }, result(0, 2, 1, 1)];
    expect(sanitizeMatches(3, stored)).toEqual([result(0, 1, 2, 1), result(1, 2, null, null), result(2, 0, null, null)]);
    expect(sanitizeMatches(4, 'garbage')).toEqual(createMatches(4));
  });
});
