/**
 * The team maker's rules (issue 10): random teams that a class accepts as fair. Sizes differ by
 * at most one, so do the numbers of girls and of boys in every team; "keep apart" pairs never
 * share a team where the numbers allow it; strengths (1–3, set by the teacher) are spread
 * evenly if asked for; and pairs that played together last lesson are split up where possible.
 */

import { parseNameList, type UnreadableLine } from '../name-list';

export const TEAM_COUNT_MIN = 2;
export const TEAM_COUNT_MAX = 6;
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 15;
export const STRENGTHS = [1, 2, 3] as const;
export type Strength = (typeof STRENGTHS)[number];

/** Team names after bib colours, so the teams can be told apart in the hall. */
export const TEAM_COLOURS = ['Rot', 'Blau', 'Gelb', 'Grün', 'Orange', 'Lila'] as const;

export function teamName(index: number): string {
  const colour = TEAM_COLOURS[index];
  return colour ? `Team ${colour}` : `Team ${index + 1}`;
}

export interface TeamCandidate {
  id: string;
  name: string;
  /** null for typed names without a gender: they form their own group. */
  gender: 'M' | 'W' | null;
  strength: Strength | null;
}

export type Split = { by: 'count'; value: number } | { by: 'size'; value: number };

export type Pair = readonly [string, string];

export interface MakeTeamsOptions {
  teamCount: number;
  balanceStrength: boolean;
  apart: readonly Pair[];
  /** Last lesson's teams (ids); their pairs are split up where possible. */
  previous: readonly (readonly string[])[] | null;
  /** Uniform in [0, 1); injected so tests can repeat a draw. */
  random: () => number;
}

export interface TeamsResult {
  teams: string[][];
  /** Keep-apart pairs that had to share a team (only when the numbers leave no other way). */
  brokenApart: Pair[];
  /** Pairs that were together last lesson and are again. */
  repeatedPairs: number;
}

/** How many teams a split gives for this many children present. */
export function teamCountFor(present: number, split: Split): number {
  if (split.by === 'count') return split.value;
  return Math.max(TEAM_COUNT_MIN, Math.round(present / split.value));
}

export function isValidSplit(split: Split): boolean {
  const { value } = split;
  if (!Number.isInteger(value)) return false;
  return split.by === 'count' ? value >= TEAM_COUNT_MIN && value <= TEAM_COUNT_MAX : value >= TEAM_SIZE_MIN && value <= TEAM_SIZE_MAX;
}

/** A German reason why no teams can be made, or null. */
export function teamsProblem(present: number, split: Split): string | null {
  if (!isValidSplit(split)) {
    return split.by === 'count'
      ? `Bitte eine Teamanzahl von ${TEAM_COUNT_MIN} bis ${TEAM_COUNT_MAX} wählen.`
      : `Bitte eine Teamgröße von ${TEAM_SIZE_MIN} bis ${TEAM_SIZE_MAX} wählen.`;
  }
  const count = teamCountFor(present, split);
  if (present < 2) return 'Für Teams braucht es mindestens zwei anwesende Kinder.';
  if (present < count) return `Für ${count} Teams braucht es mindestens ${count} anwesende Kinder.`;
  return null;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const groupOf = (c: TeamCandidate) => c.gender ?? '?';

/**
 * Deals each gender group in turn round the teams, continuing where the last group stopped:
 * sizes and every group's count then differ by at most one between teams.
 */
function deal(candidates: readonly TeamCandidate[], teamCount: number, random: () => number): number[] {
  const order = shuffle(
    Array.from({ length: teamCount }, (_, i) => i),
    random,
  );
  const teamOf = new Array<number>(candidates.length);
  let pointer = 0;
  for (const group of ['W', 'M', '?']) {
    const members = shuffle(
      candidates.map((c, index) => ({ c, index })).filter(({ c }) => groupOf(c) === group),
      random,
    );
    for (const { index } of members) teamOf[index] = order[pointer++ % teamCount] as number;
  }
  return teamOf;
}

interface Scorer {
  cost: (teamOf: readonly number[]) => { total: number; broken: number; repeated: number };
}

function scorer(candidates: readonly TeamCandidate[], options: MakeTeamsOptions): Scorer {
  const index = new Map(candidates.map((c, i) => [c.id, i]));
  const toIndexes = (pairs: readonly Pair[]) =>
    pairs.flatMap(([a, b]) => {
      const i = index.get(a);
      const j = index.get(b);
      return i === undefined || j === undefined || i === j ? [] : [[i, j] as const];
    });
  const apart = toIndexes(options.apart);
  const previousPairs = toIndexes(
    (options.previous ?? []).flatMap((team) => team.flatMap((a, i) => team.slice(i + 1).map((b) => [a, b] as const))),
  );
  const unique = new Map(previousPairs.map(([i, j]) => [pairKey(String(i), String(j)), [i, j] as const]));
  const together = [...unique.values()];
  // Unrated children count as average, so marking a few strong ones is enough.
  const strengths = candidates.map((c) => c.strength ?? 2);
  const mean = strengths.reduce((a, b) => a + b, 0) / Math.max(1, strengths.length);

  return {
    cost: (teamOf) => {
      const broken = apart.filter(([i, j]) => teamOf[i] === teamOf[j]).length;
      const repeated = together.filter(([i, j]) => teamOf[i] === teamOf[j]).length;
      let spread = 0;
      if (options.balanceStrength) {
        // Deviation from a fair share (size × mean), so a smaller team is not counted as weak.
        const deviation = new Array<number>(options.teamCount).fill(0);
        teamOf.forEach((team, i) => (deviation[team] = (deviation[team] as number) + (strengths[i] as number) - mean));
        spread = Math.max(...deviation) - Math.min(...deviation);
      }
      // Keep-apart first, then fair strength, then new mixes.
      return { total: broken * 1_000_000 + Math.round(spread * 1000) + repeated, broken, repeated };
    },
  };
}

/**
 * Improves a deal by swapping two children of the same group between teams while that lowers
 * the cost; swaps keep every size and gender count as dealt.
 */
function improve(candidates: readonly TeamCandidate[], teamOf: number[], score: Scorer, random: () => number): number {
  let best = score.cost(teamOf).total;
  const order = shuffle(
    candidates.map((_, i) => i),
    random,
  );
  for (let improved = true, rounds = 0; improved && best > 0 && rounds < 50; rounds++) {
    improved = false;
    for (const i of order) {
      for (const j of order) {
        if (teamOf[i] === teamOf[j] || groupOf(candidates[i] as TeamCandidate) !== groupOf(candidates[j] as TeamCandidate)) continue;
        [teamOf[i], teamOf[j]] = [teamOf[j] as number, teamOf[i] as number];
        const cost = score.cost(teamOf).total;
        if (cost < best) {
          best = cost;
          improved = true;
        } else {
          [teamOf[i], teamOf[j]] = [teamOf[j] as number, teamOf[i] as number];
        }
      }
    }
  }
  return best;
}

const RESTARTS = 6;

/** Random, balanced teams for the children present (see the module comment for the rules). */
export function makeTeams(candidates: readonly TeamCandidate[], options: MakeTeamsOptions): TeamsResult {
  const { teamCount, random } = options;
  if (!Number.isInteger(teamCount) || teamCount < 1) throw new RangeError('teamCount must be a positive whole number');
  const score = scorer(candidates, options);
  let best: { teamOf: number[]; total: number } | null = null;
  for (let attempt = 0; attempt < RESTARTS; attempt++) {
    const teamOf = deal(candidates, teamCount, random);
    const total = improve(candidates, teamOf, score, random);
    if (!best || total < best.total) best = { teamOf, total };
    if (total === 0) break;
  }
  const teamOf = best?.teamOf ?? [];
  const teams = Array.from({ length: teamCount }, () => [] as string[]);
  candidates.forEach((c, i) => teams[teamOf[i] as number]?.push(c.id));
  const inTeam = new Map(candidates.map((c, i) => [c.id, teamOf[i]]));
  const brokenApart = options.apart.filter(([a, b]) => a !== b && inTeam.has(a) && inTeam.get(a) === inTeam.get(b));
  return { teams, brokenApart, repeatedPairs: score.cost(teamOf).repeated };
}

/** Per team: how many girls, boys and children without a gender, and the strength total. */
export function teamSummary(members: readonly TeamCandidate[]): { W: number; M: number; other: number; strength: number } {
  return {
    W: members.filter((m) => m.gender === 'W').length,
    M: members.filter((m) => m.gender === 'M').length,
    other: members.filter((m) => m.gender === null).length,
    strength: members.reduce((sum, m) => sum + (m.strength ?? 2), 0),
  };
}

/**
 * Typed or pasted names, one per line, read like the grade book's list ("Name;W", "Name;M",
 * tab-separated columns; see `parseNameList`). Duplicate names get a number so every child
 * stays one entry. Lines that cannot be read are left out and returned, so the screen names them.
 */
export function parseTypedNames(text: string): { children: TeamCandidate[]; unreadable: UnreadableLine[] } {
  const seen = new Map<string, number>();
  const { names, unreadable } = parseNameList(text);
  const children = names.map(({ name: base, gender }) => {
    const n = (seen.get(base.toLocaleLowerCase('de')) ?? 0) + 1;
    seen.set(base.toLocaleLowerCase('de'), n);
    const name = n > 1 ? `${base} (${n})` : base;
    return { id: `name:${name.toLocaleLowerCase('de')}`, name, gender, strength: null };
  });
  return { children, unreadable };
}
