/** Spec §4 "Score counter": +1 / −1, never below 0. */
export function changeScore(score: number, delta: number): number {
  return Math.max(0, score + delta);
}

export const FIELD_COUNTS = [1, 2] as const;
export type FieldCount = (typeof FIELD_COUNTS)[number];

export interface ScoreTeam {
  name: string;
  score: number;
}

/** Spec §9: field 1 plays Team A against Team B, field 2 Team C against Team D. */
export const DEFAULT_FIELD_TEAMS: Record<1 | 2, [ScoreTeam, ScoreTeam]> = {
  1: [
    { name: 'Team A', score: 0 },
    { name: 'Team B', score: 0 },
  ],
  2: [
    { name: 'Team C', score: 0 },
    { name: 'Team D', score: 0 },
  ],
};

export const MAX_TEAM_NAME_LENGTH = 30;

export function sanitizeFieldTeams(field: 1 | 2, value: unknown): [ScoreTeam, ScoreTeam] {
  const defaults = DEFAULT_FIELD_TEAMS[field];
  if (!Array.isArray(value)) return defaults;
  const pick = (index: 0 | 1): ScoreTeam => {
    const v = value[index] as Partial<ScoreTeam> | undefined;
    const name = typeof v?.name === 'string' ? v.name.slice(0, MAX_TEAM_NAME_LENGTH) : defaults[index].name;
    const score = typeof v?.score === 'number' && Number.isInteger(v.score) && v.score >= 0 ? v.score : 0;
    return { name, score };
  };
  return [pick(0), pick(1)];
}
