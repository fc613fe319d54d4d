import { compareGerman } from '../german-sort';

/**
 * The tournament planner's rules (spec §4 "Tournament", §9): every team plays every other once
 * in a fixed order, a win is worth 3 points, a draw 1, a loss 0, and the table is ordered by
 * points, then goal difference, then goals scored. Teams still level share a position.
 */

export const TEAM_COUNTS = [3, 4] as const;
export type TeamCount = (typeof TEAM_COUNTS)[number];

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** Spec §9: 3 teams A-B, B-C, C-A; 4 teams A-B, C-D, D-A, B-C, A-C, B-D (team indexes). */
export const MATCH_ORDER: Record<TeamCount, ReadonlyArray<readonly [number, number]>> = {
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
};

export const DEFAULT_TEAM_NAMES = ['Team A', 'Team B', 'Team C', 'Team D'];

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
  /** Shared by teams that are level on points, goal difference and goals scored. */
  position: number;
  played: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

export function isTeamCount(value: unknown): value is TeamCount {
  return value === 3 || value === 4;
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

const goalDifference = (s: Standing) => s.goalsFor - s.goalsAgainst;

/** Points first, then goal difference, then goals scored (spec §9). */
function compareStrength(a: Standing, b: Standing): number {
  return b.points - a.points || goalDifference(b) - goalDifference(a) || b.goalsFor - a.goalsFor;
}

/**
 * The table for the given teams and matches. Unplayed matches count for nothing; the order
 * does not depend on the order of `matches`. Level teams share a position (1, 1, 3) and are
 * listed by name so the table never jumps.
 */
export function rankTeams(names: readonly string[], matches: readonly Match[]): Standing[] {
  const table: Standing[] = names.map((name, team) => ({ team, name, position: 0, played: 0, points: 0, goalsFor: 0, goalsAgainst: 0 }));
  for (const match of matches) {
    const home = table[match.home];
    const away = table[match.away];
    if (!home || !away || match.homeScore === null || match.awayScore === null) continue;
    home.played++;
    away.played++;
    home.goalsFor += match.homeScore;
    home.goalsAgainst += match.awayScore;
    away.goalsFor += match.awayScore;
    away.goalsAgainst += match.homeScore;
    if (match.homeScore > match.awayScore) {
      home.points += POINTS.win;
      away.points += POINTS.loss;
    } else if (match.homeScore < match.awayScore) {
      home.points += POINTS.loss;
      away.points += POINTS.win;
    } else {
      home.points += POINTS.draw;
      away.points += POINTS.draw;
    }
  }
  const sorted = [...table].sort((a, b) => compareStrength(a, b) || compareGerman(a.name, b.name) || a.team - b.team);
  sorted.forEach((standing, index) => {
    const previous = sorted[index - 1];
    standing.position = previous && compareStrength(previous, standing) === 0 ? previous.position : index + 1;
  });
  return sorted;
}

/** Spec: 'Gewinner:' lists every team in first place; nothing before a match was played. */
export function winners(standings: readonly Standing[]): Standing[] {
  if (!standings.some((s) => s.played > 0)) return [];
  return standings.filter((s) => s.position === 1);
}

/** Reading persisted matches: keeps valid scores, drops anything that does not fit the schedule. */
export function sanitizeMatches(teamCount: TeamCount, value: unknown): Match[] {
  const fresh = createMatches(teamCount);
  if (!Array.isArray(value)) return fresh;
  const score = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999 ? n : null);
  return fresh.map((match, index) => {
    const stored = value[index] as Partial<Match> | undefined;
    if (!stored || stored.home !== match.home || stored.away !== match.away) return match;
    return { ...match, homeScore: score(stored.homeScore), awayScore: score(stored.awayScore) };
  });
}
