import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createMatches,
  DEFAULT_RULES,
  MATCH_ORDER,
  parsePointRules,
  parseScore,
  rankTeams,
  sanitizeMatches,
  sanitizeRules,
  scheduleRoundRobin,
  sharesTeam,
  TEAM_COUNTS,
  TEAM_LETTERS,
  winners,
  type Match,
  type Standing,
  type TieBreaker,
  type TournamentRules,
} from './tournament';

const names6 = ['Team A', 'Team B', 'Team C', 'Team D', 'Team E', 'Team F'];
const names4 = names6.slice(0, 4);
const result = (home: number, away: number, homeScore: number | null, awayScore: number | null): Match => ({
  home,
  away,
  homeScore,
  awayScore,
});
const letters = (n: 3 | 4 | 5 | 6) => MATCH_ORDER[n].map(([h, a]) => `${TEAM_LETTERS[h]}-${TEAM_LETTERS[a]}`);
const rules = (tieBreakers: TieBreaker[], points = DEFAULT_RULES.points): TournamentRules => ({
  points,
  tieBreakers: (['goalDifference', 'goalsScored', 'headToHead'] as const)
    .map((criterion) => ({ criterion, active: tieBreakers.includes(criterion) }))
    .sort((a, b) => (a.active ? tieBreakers.indexOf(a.criterion) : 9) - (b.active ? tieBreakers.indexOf(b.criterion) : 9)),
});
const rows = (table: Standing[]) => table.map((s) => [s.position, s.name, s.points, s.goalsFor, s.goalsAgainst]);
/** From the match list as written on the plan, e.g. 'A-B 1:0'. */
const played = (...lines: string[]) =>
  lines.map((line) => {
    const [, h, a, hs, as] = /^(\w)-(\w) (\d+):(\d+)$/.exec(line) as RegExpExecArray;
    return result(TEAM_LETTERS.indexOf(h as string), TEAM_LETTERS.indexOf(a as string), Number(hs), Number(as));
  });

describe('tournament schedule', () => {
  it('keeps the spec order for 3 and 4 teams and generates one for 5 and 6', () => {
    expect(letters(3)).toEqual(['A-B', 'B-C', 'C-A']);
    expect(letters(4)).toEqual(['A-B', 'C-D', 'D-A', 'B-C', 'A-C', 'B-D']);
    expect(letters(5)).toEqual(['A-B', 'C-D', 'A-E', 'B-C', 'D-E', 'A-C', 'B-D', 'C-E', 'A-D', 'B-E']);
    expect(letters(6).slice(0, 3)).toEqual(['A-B', 'C-D', 'E-F']);
    expect(createMatches(6).every((m) => m.homeScore === null && m.awayScore === null)).toBe(true);
  });

  it('pairs every team with every other exactly once, for 3 to 6 teams', () => {
    for (const n of TEAM_COUNTS) {
      const pairs = MATCH_ORDER[n].map(([h, a]) => [Math.min(h, a), Math.max(h, a)].join());
      expect(pairs).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(pairs).size).toBe(pairs.length);
      expect(MATCH_ORDER[n].flat().every((team) => team >= 0 && team < n)).toBe(true);
    }
  });

  it('lets no team play twice in a row from 5 teams on', () => {
    for (const n of [5, 6] as const) {
      MATCH_ORDER[n]
        .slice(1)
        .forEach((match, i) => expect(sharesTeam(MATCH_ORDER[n][i]!, match), `${n}: ${letters(n)[i]}, ${letters(n)[i + 1]}`).toBe(false));
    }
  });

  it('with 4 teams, back-to-back matches cannot be avoided; the spec order has the fewest possible (2)', () => {
    expect(scheduleRoundRobin(4)).toBeNull();
    const backToBack = (order: readonly (readonly [number, number])[]) => order.slice(1).filter((m, i) => sharesTeam(order[i]!, m)).length;
    const permutations = <T>(items: T[]): T[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
    const fewest = Math.min(...permutations([...MATCH_ORDER[4]]).map(backToBack));
    expect(fewest).toBe(2);
    expect(backToBack(MATCH_ORDER[4])).toBe(fewest);
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

describe('points rules', () => {
  const texts = (win: string, draw: string, loss: string) => ({ win, draw, loss });
  it('accept whole numbers 0 to 10 with loss ≤ draw ≤ win and win > loss', () => {
    expect(parsePointRules(texts('3', '1', '0'), 'win')).toEqual({ points: { win: 3, draw: 1, loss: 0 } });
    expect(parsePointRules(texts('10', '10', '9'), 'draw')).toEqual({ points: { win: 10, draw: 10, loss: 9 } });
    expect(parsePointRules(texts('2', '0', '0'), 'draw')).toEqual({ points: { win: 2, draw: 0, loss: 0 } });
  });

  it('refuse anything else with a German message on the field', () => {
    for (const bad of ['', '-1', '1.5', '11', 'drei']) {
      expect(parsePointRules(texts(bad, '1', '0'), 'draw')).toEqual({ errors: { win: 'Bitte eine ganze Zahl von 0 bis 10 eintragen.' } });
    }
    expect(parsePointRules(texts('1', '1', '1'), 'loss')).toEqual({
      errors: { loss: 'Ein Sieg muss mehr Punkte bringen als eine Niederlage.' },
    });
    expect(parsePointRules(texts('3', '4', '0'), 'draw')).toEqual({
      errors: { draw: 'Ein Unentschieden muss zwischen Niederlage und Sieg liegen (0 bis 3 Punkte).' },
    });
    expect(parsePointRules(texts('3', '1', '2'), 'loss').errors).toHaveProperty('loss');
  });

  it('are read back from storage piece by piece, anything broken replaced by the default', () => {
    expect(sanitizeRules(undefined)).toEqual(DEFAULT_RULES);
    expect(
      sanitizeRules({
        points: { win: 2, draw: 1, loss: 0 },
        tieBreakers: [{ criterion: 'headToHead', active: false }, { criterion: 'nonsense' }, { criterion: 'headToHead' }],
      }),
    ).toEqual({
      points: { win: 2, draw: 1, loss: 0 },
      tieBreakers: [
        { criterion: 'headToHead', active: false },
        { criterion: 'goalDifference', active: true },
        { criterion: 'goalsScored', active: true },
      ],
    });
    expect(sanitizeRules({ points: { win: 1, draw: 2, loss: 0 }, tieBreakers: 'x' })).toEqual(DEFAULT_RULES);
  });
});

describe('ranking', () => {
  it('gives 3 points for a win, 1 for a draw, 0 for a loss by default', () => {
    const table = rankTeams(names4.slice(0, 3), [result(0, 1, 2, 1), result(1, 2, 0, 0)]);
    const points = Object.fromEntries(table.map((s) => [s.name, s.points]));
    expect(points).toEqual({ 'Team A': 3, 'Team B': 1, 'Team C': 1 });
  });

  it('uses the configured points', () => {
    const table = rankTeams(names4.slice(0, 3), [result(0, 1, 2, 1), result(1, 2, 0, 0)], rules([], { win: 5, draw: 2, loss: 1 }));
    expect(Object.fromEntries(table.map((s) => [s.name, s.points]))).toEqual({ 'Team A': 5, 'Team B': 3, 'Team C': 2 });
  });

  it('resolves a three-way tie on points by goal difference', () => {
    // A, B and C each win once against each other and all beat D; goal differences differ.
    const matches = [
      result(0, 1, 3, 0),
      result(2, 3, 1, 0),
      result(3, 0, 0, 1),
      result(1, 2, 1, 0),
      result(0, 2, 0, 1),
      result(1, 3, 1, 0),
    ];
    const table = rankTeams(names4, matches);
    expect(rows(table)).toEqual([
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

  // Five teams. A and B: 7 points, 5:3 goals each; A beat B 1:0. C 5 points (3:3), E 4 (3:5), D 3 (3:5).
  const fiveTeams = played('A-B 1:0', 'C-D 0:0', 'A-E 0:1', 'B-C 2:0', 'D-E 1:1', 'A-C 1:1', 'B-D 1:1', 'C-E 2:0', 'A-D 3:1', 'B-E 2:1');

  it('five teams: head-to-head decides between teams level on points, goal difference and goals', () => {
    const table = rankTeams(names6.slice(0, 5), fiveTeams);
    expect(rows(table)).toEqual([
      [1, 'Team A', 7, 5, 3],
      [2, 'Team B', 7, 5, 3],
      [3, 'Team C', 5, 3, 3],
      [4, 'Team E', 4, 3, 5],
      [5, 'Team D', 3, 3, 5],
    ]);
    expect(winners(table).map((s) => s.name)).toEqual(['Team A']);
  });

  it('five teams: without head-to-head the same two share first place', () => {
    const table = rankTeams(names6.slice(0, 5), fiveTeams, rules(['goalDifference', 'goalsScored']));
    expect(table.map((s) => [s.position, s.name])).toEqual([
      [1, 'Team A'],
      [1, 'Team B'],
      [3, 'Team C'],
      [4, 'Team E'],
      [5, 'Team D'],
    ]);
    expect(winners(table)).toHaveLength(2);
  });

  it('five teams with 2/1/0: D and E are level on points, goals and their draw, and share fourth place', () => {
    // D: three draws, one loss = 3; E: one win, one draw = 3; both 3:5 goals, D-E was 1:1.
    const table = rankTeams(
      names6.slice(0, 5),
      fiveTeams,
      rules(['goalDifference', 'goalsScored', 'headToHead'], { win: 2, draw: 1, loss: 0 }),
    );
    expect(rows(table).slice(3)).toEqual([
      [4, 'Team D', 3, 3, 5],
      [4, 'Team E', 3, 3, 5],
    ]);
  });

  it('the order of the tie-breaks matters when goal difference and head-to-head disagree', () => {
    // As above, but B wins 3:1 against E: B has the better goal difference (+3 against +2), A beat B.
    const matches = fiveTeams.map((m) => (m.home === 1 && m.away === 4 ? result(1, 4, 3, 1) : m));
    const order = (tieBreakers: TieBreaker[]) =>
      rankTeams(names6.slice(0, 5), matches, rules(tieBreakers)).map((s) => `${s.position}${TEAM_LETTERS[s.team]}`);
    expect(order(['goalDifference', 'goalsScored', 'headToHead'])).toEqual(['1B', '2A', '3C', '4E', '5D']);
    expect(order(['headToHead', 'goalDifference', 'goalsScored'])).toEqual(['1A', '2B', '3C', '4E', '5D']);
  });

  it('head-to-head starts again for the teams a mini table leaves level', () => {
    // All three: 3 points, goal difference 0. In their mini table A scored most (3); B and C
    // stay level there (2 goals each), and their own match, B-C 1:0, puts B ahead.
    const matches = played('A-B 2:1', 'B-C 1:0', 'C-A 2:1');
    expect(rankTeams(names6.slice(0, 3), matches, rules(['headToHead'])).map((s) => `${s.position}${TEAM_LETTERS[s.team]}`)).toEqual([
      '1A',
      '2B',
      '3C',
    ]);
    // Goals scored first finds the same A, then head-to-head among B and C alone.
    expect(rankTeams(names6.slice(0, 3), matches).map((s) => `${s.position}${TEAM_LETTERS[s.team]}`)).toEqual(['1A', '2B', '3C']);
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

const scoreArb = fc.option(fc.integer({ min: 0, max: 6 }), { nil: null });
const tournamentArb = fc
  .constantFrom(...TEAM_COUNTS)
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.tuple(
        ...MATCH_ORDER[n].map(([home, away]) =>
          fc.record({ home: fc.constant(home), away: fc.constant(away), homeScore: scoreArb, awayScore: scoreArb }),
        ),
      ),
    ),
  );
const pointsArb = fc
  .integer({ min: 0, max: 9 })
  .chain((loss) =>
    fc
      .integer({ min: loss + 1, max: 10 })
      .chain((win) => fc.record({ win: fc.constant(win), loss: fc.constant(loss), draw: fc.integer({ min: loss, max: win }) })),
  );
const tieBreakersArb = fc.tuple(
  fc.shuffledSubarray(['goalDifference', 'goalsScored', 'headToHead'] as TieBreaker[], { minLength: 3, maxLength: 3 }),
  fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
);
const rulesArb = fc.tuple(pointsArb, tieBreakersArb).map(([points, [order, active]]): TournamentRules => ({
  points,
  tieBreakers: order.map((criterion, i) => ({ criterion, active: active[i] as boolean })),
}));
const shuffle = <T>(items: T[], seed: number) =>
  fc.sample(fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }), { seed, numRuns: 1 })[0] as T[];

describe('ranking properties', () => {
  it('does not depend on the order of the matches', () => {
    fc.assert(
      fc.property(tournamentArb, rulesArb, fc.integer(), ([n, matches], r, seed) => {
        expect(rankTeams(names6.slice(0, n), shuffle(matches, seed), r)).toEqual(rankTeams(names6.slice(0, n), matches, r));
      }),
    );
  });

  it('permuting or switching tie-breaks only reorders teams level on points', () => {
    fc.assert(
      fc.property(tournamentArb, pointsArb, tieBreakersArb, tieBreakersArb, ([n, matches], points, [orderA, onA], [orderB, onB]) => {
        const a = rankTeams(names6.slice(0, n), matches, {
          points,
          tieBreakers: orderA.map((criterion, i) => ({ criterion, active: onA[i] as boolean })),
        });
        const b = rankTeams(names6.slice(0, n), matches, {
          points,
          tieBreakers: orderB.map((criterion, i) => ({ criterion, active: onB[i] as boolean })),
        });
        expect(a.map((s) => s.points)).toEqual(b.map((s) => s.points));
        for (let i = 1; i < a.length; i++) expect(a[i]!.points).toBeLessThanOrEqual(a[i - 1]!.points);
        a.forEach((s, i) => {
          if (i === 0 || a[i - 1]!.points !== s.points) expect([s.position, b[i]!.position]).toEqual([i + 1, i + 1]);
        });
        const teamsWith = (table: Standing[], p: number) =>
          table
            .filter((s) => s.points === p)
            .map((s) => s.team)
            .sort();
        for (const s of a) expect(teamsWith(b, s.points)).toEqual(teamsWith(a, s.points));
      }),
    );
  });

  it('hands out win + loss points per decided match and two draws per draw', () => {
    fc.assert(
      fc.property(tournamentArb, pointsArb, ([n, matches], points) => {
        const done = matches.filter((m) => m.homeScore !== null && m.awayScore !== null);
        const draws = done.filter((m) => m.homeScore === m.awayScore).length;
        const total = rankTeams(names6.slice(0, n), matches, rules([], points)).reduce((sum, s) => sum + s.points, 0);
        expect(total).toBe((points.win + points.loss) * (done.length - draws) + 2 * points.draw * draws);
      }),
    );
  });

  it('without head-to-head: orders by points, goal difference, goals, and shares positions only when all three are level', () => {
    fc.assert(
      fc.property(tournamentArb, ([n, matches]) => {
        const table = rankTeams(names6.slice(0, n), matches, rules(['goalDifference', 'goalsScored']));
        const goalsFor = table.reduce((sum, s) => sum + s.goalsFor, 0);
        expect(goalsFor).toBe(table.reduce((sum, s) => sum + s.goalsAgainst, 0));
        for (let i = 1; i < table.length; i++) {
          const a = table[i - 1] as Standing;
          const b = table[i] as Standing;
          const cmp = a.points - b.points || a.goalsFor - a.goalsAgainst - (b.goalsFor - b.goalsAgainst) || a.goalsFor - b.goalsFor;
          expect(cmp).toBeGreaterThanOrEqual(0);
          expect(b.position === a.position).toBe(cmp === 0);
          if (cmp !== 0) expect(b.position).toBe(i + 1);
        }
      }),
    );
  });

  it('with head-to-head on, teams sharing a position are level on points and on their matches with each other', () => {
    fc.assert(
      fc.property(tournamentArb, rulesArb, ([n, matches], r) => {
        const withH2h: TournamentRules = {
          ...r,
          tieBreakers: r.tieBreakers.map((t) => (t.criterion === 'headToHead' ? { ...t, active: true } : t)),
        };
        const table = rankTeams(names6.slice(0, n), matches, withH2h);
        for (let i = 1; i < table.length; i++) {
          const [a, b] = [table[i - 1] as Standing, table[i] as Standing];
          if (a.position !== b.position) continue;
          expect(a.points).toBe(b.points);
          const between = matches.filter(
            (m) => [m.home, m.away].sort().join() === [a.team, b.team].sort().join() && m.homeScore !== null && m.awayScore !== null,
          );
          // Two teams alone level: their own match must have been a draw (or not played).
          if (table.filter((s) => s.position === a.position).length === 2) for (const m of between) expect(m.homeScore).toBe(m.awayScore);
        }
      }),
    );
  });
});

describe('stored matches', () => {
  it('keep valid scores and reject anything else', () => {
    const stored = [result(0, 1, 2, 1), { home: 1, away: 2, homeScore: -3, awayScore: 'x' }, result(0, 2, 1, 1)];
    expect(sanitizeMatches(3, stored)).toEqual([result(0, 1, 2, 1), result(1, 2, null, null), result(2, 0, 1, 1)]);
    expect(sanitizeMatches(4, 'garbage')).toEqual(createMatches(4));
  });

  it('are found by pairing, so results survive a changed order, even when stored the other way round', () => {
    // A stored B-A 2:1 keeps its meaning: B scored 2, A scored 1.
    const stored = [result(1, 0, 2, 1), result(3, 1, 0, 4), result(2, 3, 5, 5), result(9, 9, 1, 1), null, result(0, 1, 7, 7)];
    const migrated = sanitizeMatches(4, stored);
    expect(migrated.map((m, i) => `${letters(4)[i]} ${m.homeScore ?? '_'}:${m.awayScore ?? '_'}`)).toEqual([
      'A-B 1:2',
      'C-D 5:5',
      'D-A _:_',
      'B-C _:_',
      'A-C _:_',
      'B-D 4:0',
    ]);
  });

  it('keep every result of a complete table whatever order it was stored in', () => {
    fc.assert(
      fc.property(tournamentArb, fc.integer(), fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }), ([n, matches], seed, flips) => {
        const stored = shuffle(matches, seed).map((m, i) =>
          flips[i] ? { home: m.away, away: m.home, homeScore: m.awayScore, awayScore: m.homeScore } : m,
        );
        expect(sanitizeMatches(n, stored)).toEqual(matches);
      }),
    );
  });
});
