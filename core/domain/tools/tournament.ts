import { compareGerman } from '../german-sort';

/**
 * The tournament planner's rules (spec §4 "Tournament", §9, issue 10): every team plays every
 * other once. Points for a win, a draw and a loss are the teacher's choice (3/1/0 unless
 * changed), and so is the order of the tie-breaks applied to teams level on points
 * (goal difference, goals scored, head-to-head unless changed). Teams still level share a
 * position.
 */

export const TEAM_COUNTS = [3, 4, 5, 6] as const;
export type TeamCount = (typeof TEAM_COUNTS)[number];

export const TEAM_LETTERS = 'ABCDEF';
export const DEFAULT_TEAM_NAMES = [...TEAM_LETTERS].map((letter) => `Team ${letter}`);

type Pairing = readonly [home: number, away: number];

/**
 * An order in which every pair meets once and no team plays two matches in a row. Depth-first
 * search (at most 15 matches, found without backtracking for 5 and 6 teams); among the allowed
 * next matches it prefers the teams that have waited longest, so rests are spread evenly. The
 * result is fixed for a given `teamCount`: stored results are matched by pairing anyway.
 */
export function scheduleRoundRobin(teamCount: number): Pairing[] | null {
  const pairs: Pairing[] = [];
  for (let home = 0; home < teamCount; home++) for (let away = home + 1; away < teamCount; away++) pairs.push([home, away]);
  const order: Pairing[] = [];
  const used = new Set<number>();
  const lastPlayed = new Array<number>(teamCount).fill(-1);
  const waited = (k: number) => {
    const [h, a] = pairs[k] as Pairing;
    return [Math.max(lastPlayed[h] as number, lastPlayed[a] as number), (lastPlayed[h] as number) + (lastPlayed[a] as number)] as const;
  };
  const search = (): boolean => {
    if (order.length === pairs.length) return true;
    const previous = order.at(-1);
    const candidates = pairs
      .map((_, k) => k)
      .filter((k) => !used.has(k) && !(previous && sharesTeam(previous, pairs[k] as Pairing)))
      .sort((x, y) => waited(x)[0] - waited(y)[0] || waited(x)[1] - waited(y)[1] || x - y);
    for (const k of candidates) {
      const pair = pairs[k] as Pairing;
      const before = pair.map((t) => lastPlayed[t] as number);
      used.add(k);
      order.push(pair);
      for (const t of pair) lastPlayed[t] = order.length;
      if (search()) return true;
      used.delete(k);
      order.pop();
      pair.forEach((t, i) => (lastPlayed[t] = before[i] as number));
    }
    return false;
  };
  return search() ? order : null;
}

export function sharesTeam(a: Pairing, b: Pairing): boolean {
  return a[0] === b[0] || a[0] === b[1] || a[1] === b[0] || a[1] === b[1];
}

/**
 * 3 and 4 teams keep the spec's order (§9). With 3 teams every match shares a team with the
 * next; with 4 teams two matches in a row must share a team at least twice (a match is followed
 * without a shared team only by the other two teams' match, and that pairing cannot repeat), and
 * the spec's A-B, C-D, D-A, B-C, A-C, B-D has exactly two (D and C), so it is already as good as
 * it gets. From 5 teams on no team plays twice in a row.
 */
export const MATCH_ORDER: Record<TeamCount, readonly Pairing[]> = {
  3: [
    [0, 1],
    [1, 2],
    [2, 0],
  ],
  4: [
    [0, 1],
    [2, 3],
    [3, 0],
    [1, 2],
    [0, 2],
    [1, 3],
  ],
  5: scheduleRoundRobin(5) as Pairing[],
  6: scheduleRoundRobin(6) as Pairing[],
};

/** Spec §3 "Match": a score is null until entered; played = both scores entered. */
export interface Match {
  home: number;
  away: number;
  homeScore: number | null;
  awayScore: number | null;
}

export interface Standing {
  team: number;
  name: string;
  /** Shared by teams that no active tie-break separates. */
  position: number;
  played: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface PointRules {
  win: number;
  draw: number;
  loss: number;
}

export type TieBreaker = 'goalDifference' | 'goalsScored' | 'headToHead';

export const TIE_BREAKER_LABELS: Record<TieBreaker, string> = {
  goalDifference: 'Tordifferenz',
  goalsScored: 'Erzielte Tore',
  headToHead: 'Direkter Vergleich',
};

export interface TieBreakerSetting {
  criterion: TieBreaker;
  /** Switched off, a criterion keeps its place in the list but is skipped. */
  active: boolean;
}

export interface TournamentRules {
  points: PointRules;
  /** All three criteria, in the order they are tried on teams level on points. */
  tieBreakers: readonly TieBreakerSetting[];
}

export const MAX_POINTS = 10;

/** The spec's 3/1/0 and its order (goal difference, goals scored), with head-to-head last. */
export const DEFAULT_RULES: TournamentRules = {
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers: [
    { criterion: 'goalDifference', active: true },
    { criterion: 'goalsScored', active: true },
    { criterion: 'headToHead', active: true },
  ],
};

export function activeTieBreakers(rules: TournamentRules): TieBreaker[] {
  return rules.tieBreakers.filter((t) => t.active).map((t) => t.criterion);
}

export type PointsField = keyof PointRules;

/**
 * Reads the three points fields. Each must be a whole number from 0 to 10; a win must be worth
 * more than a loss and a draw lie between them (both ends allowed). A broken relation is blamed
 * on `edited`, the field the teacher just changed, so the message stands where they look.
 */
export function parsePointRules(
  texts: Record<PointsField, string>,
  edited: PointsField,
): { points: PointRules; errors?: never } | { points?: never; errors: Partial<Record<PointsField, string>> } {
  const errors: Partial<Record<PointsField, string>> = {};
  const values: Partial<PointRules> = {};
  for (const field of ['win', 'draw', 'loss'] as const) {
    const text = texts[field].trim();
    const value = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (Number.isInteger(value) && value <= MAX_POINTS) values[field] = value;
    else errors[field] = `Bitte eine ganze Zahl von 0 bis ${MAX_POINTS} eintragen.`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const points = values as PointRules;
  if (points.win <= points.loss) return { errors: { [edited]: 'Ein Sieg muss mehr Punkte bringen als eine Niederlage.' } };
  if (points.draw < points.loss || points.draw > points.win) {
    return {
      errors: { [edited]: `Ein Unentschieden muss zwischen Niederlage und Sieg liegen (${points.loss} bis ${points.win} Punkte).` },
    };
  }
  return { points };
}

/** Reading persisted rules: anything that does not fit falls back to the defaults, piece by piece. */
export function sanitizeRules(value: unknown): TournamentRules {
  const stored = (value ?? {}) as { points?: Partial<Record<PointsField, unknown>>; tieBreakers?: unknown };
  const p = stored.points ?? {};
  const parsed = parsePointRules({ win: String(p.win), draw: String(p.draw), loss: String(p.loss) }, 'win');
  const seen = new Set<TieBreaker>();
  const tieBreakers: TieBreakerSetting[] = [];
  if (Array.isArray(stored.tieBreakers)) {
    for (const item of stored.tieBreakers as Partial<Record<keyof TieBreakerSetting, unknown>>[]) {
      const criterion = item?.criterion;
      if (typeof criterion !== 'string' || !(criterion in TIE_BREAKER_LABELS) || seen.has(criterion as TieBreaker)) continue;
      seen.add(criterion as TieBreaker);
      tieBreakers.push({ criterion: criterion as TieBreaker, active: item.active !== false });
    }
  }
  for (const setting of DEFAULT_RULES.tieBreakers) if (!seen.has(setting.criterion)) tieBreakers.push({ ...setting });
  return { points: parsed.points ?? { ...DEFAULT_RULES.points }, tieBreakers };
}

export function isTeamCount(value: unknown): value is TeamCount {
  return (TEAM_COUNTS as readonly unknown[]).includes(value);
}

export function isPlayed(match: Match): boolean {
  return match.homeScore !== null && match.awayScore !== null;
}

export function createMatches(teamCount: TeamCount): Match[] {
  return MATCH_ORDER[teamCount].map(([home, away]) => ({ home, away, homeScore: null, awayScore: null }));
}

/** Spec: whole numbers from 0; empty means "not played". Returns undefined for anything else. */
export function parseScore(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

interface Tally {
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  played: number;
}

/** Points and goals of `teams` from the played matches among `teams` only. */
function tally(teams: readonly number[], matches: readonly Match[], points: PointRules): Map<number, Tally> {
  const table = new Map(teams.map((team) => [team, { points: 0, goalsFor: 0, goalsAgainst: 0, played: 0 }]));
  for (const match of matches) {
    const home = table.get(match.home);
    const away = table.get(match.away);
    if (!home || !away || match.home === match.away || match.homeScore === null || match.awayScore === null) continue;
    home.played++;
    away.played++;
    home.goalsFor += match.homeScore;
    home.goalsAgainst += match.awayScore;
    away.goalsFor += match.awayScore;
    away.goalsAgainst += match.homeScore;
    const [homePoints, awayPoints] =
      match.homeScore > match.awayScore
        ? [points.win, points.loss]
        : match.homeScore < match.awayScore
          ? [points.loss, points.win]
          : [points.draw, points.draw];
    home.points += homePoints;
    away.points += awayPoints;
  }
  return table;
}

/** Splits `group` into runs of equal `key` (a tuple compared left to right, higher first). */
function splitBy(group: readonly Standing[], key: (s: Standing) => readonly number[]): Standing[][] {
  const keyed = group.map((s) => ({ s, k: key(s) }));
  const compare = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] as number) - (a[i] as number);
    return 0;
  };
  keyed.sort((a, b) => compare(a.k, b.k));
  const parts: Standing[][] = [];
  keyed.forEach((entry, i) => {
    const previous = keyed[i - 1];
    if (previous && compare(previous.k, entry.k) === 0) (parts.at(-1) as Standing[]).push(entry.s);
    else parts.push([entry.s]);
  });
  return parts;
}

/**
 * Orders a group of teams level on points into runs still level after `criteria`. Head-to-head
 * builds a mini table of the matches among the teams of the group only (points with the
 * configured values, then goal difference, then goals within those matches); when it separates
 * some teams, it starts again for each smaller group that is still level, since fewer teams
 * means fewer matches to compare (a three-way tie can leave two teams level whose match with
 * each other decides).
 */
function separate(group: Standing[], criteria: readonly TieBreaker[], matches: readonly Match[], points: PointRules): Standing[][] {
  const [criterion, ...rest] = criteria;
  if (group.length < 2 || !criterion) return [group];
  if (criterion === 'headToHead') {
    const mini = tally(
      group.map((s) => s.team),
      matches,
      points,
    );
    const parts = splitBy(group, (s) => {
      const t = mini.get(s.team) as Tally;
      return [t.points, t.goalsFor - t.goalsAgainst, t.goalsFor];
    });
    if (parts.length > 1) return parts.flatMap((part) => separate(part, criteria, matches, points));
    return separate(group, rest, matches, points);
  }
  const parts = splitBy(group, (s) => (criterion === 'goalDifference' ? [s.goalsFor - s.goalsAgainst] : [s.goalsFor]));
  return parts.flatMap((part) => separate(part, rest, matches, points));
}

/**
 * The table for the given teams and matches under `rules`. Unplayed matches count for nothing;
 * the order does not depend on the order of `matches`. Teams no active tie-break separates share
 * a position (1, 1, 3) and are listed by name so the table never jumps.
 */
export function rankTeams(names: readonly string[], matches: readonly Match[], rules: TournamentRules = DEFAULT_RULES): Standing[] {
  const totals = tally(
    names.map((_, team) => team),
    matches,
    rules.points,
  );
  const table: Standing[] = names.map((name, team) => ({ team, name, position: 0, ...(totals.get(team) as Tally) }));
  const criteria = activeTieBreakers(rules);
  const byName = (a: Standing, b: Standing) => compareGerman(a.name, b.name) || a.team - b.team;
  const sorted: Standing[] = [];
  for (const level of splitBy(table, (s) => [s.points])) {
    for (const tied of separate(level, criteria, matches, rules.points)) {
      const position = sorted.length + 1;
      for (const standing of tied.sort(byName)) sorted.push({ ...standing, position });
    }
  }
  return sorted;
}

/** Spec: 'Gewinner:' lists every team in first place; nothing before a match was played. */
export function winners(standings: readonly Standing[]): Standing[] {
  if (!standings.some((s) => s.played > 0)) return [];
  return standings.filter((s) => s.position === 1);
}

/**
 * Reading persisted matches: keeps valid scores, drops anything that does not fit the schedule.
 * Results are found by pairing, not by place in the list, and a result stored the other way
 * round (B-A 2:1) is turned to the schedule's side (A-B 1:2), so a changed match order never
 * loses what a teacher entered.
 */
export function sanitizeMatches(teamCount: TeamCount, value: unknown): Match[] {
  const fresh = createMatches(teamCount);
  if (!Array.isArray(value)) return fresh;
  const score = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999 ? n : null);
  // The first entry per pairing counts, whichever way round it was stored.
  const stored = new Map<string, Match>();
  for (const item of value as Partial<Record<keyof Match, unknown>>[]) {
    const { home, away } = item ?? {};
    if (typeof home !== 'number' || typeof away !== 'number' || home === away) continue;
    const key = [home, away].sort().join();
    if (!stored.has(key)) stored.set(key, { home, away, homeScore: score(item.homeScore), awayScore: score(item.awayScore) });
  }
  return fresh.map((match) => {
    const found = stored.get([match.home, match.away].sort().join());
    if (!found) return match;
    if (found.home === match.home) return { ...match, homeScore: found.homeScore, awayScore: found.awayScore };
    return { ...match, homeScore: found.awayScore, awayScore: found.homeScore };
  });
}
