import {
  changeScore,
  DEFAULT_FIELD_TEAMS,
  MAX_TEAM_NAME_LENGTH,
  sanitizeFieldTeams,
  type FieldCount,
  type ScoreTeam,
} from '@core/domain/tools/score';
import { create } from 'zustand';
import { createDeviceStore } from '@client/lib/device-store';

/** Spec §3 storage keys: teamsCount (fields), team1-/team2-single-instance (each field's teams). */
export const fieldCountStore = createDeviceStore<FieldCount>('teamsCount', {
  version: 1,
  initial: 1,
  sanitize: (stored) => (stored === 2 ? 2 : 1),
});

export type FieldNumber = 1 | 2;

export const fieldStores = {
  1: createDeviceStore<[ScoreTeam, ScoreTeam]>('team1-single-instance', {
    version: 1,
    initial: DEFAULT_FIELD_TEAMS[1],
    sanitize: (v) => sanitizeFieldTeams(1, v),
  }),
  2: createDeviceStore<[ScoreTeam, ScoreTeam]>('team2-single-instance', {
    version: 1,
    initial: DEFAULT_FIELD_TEAMS[2],
    sanitize: (v) => sanitizeFieldTeams(2, v),
  }),
} as const;

const update = (field: FieldNumber, side: 0 | 1, change: (team: ScoreTeam) => ScoreTeam) =>
  fieldStores[field].getState().set((teams) => {
    const next: [ScoreTeam, ScoreTeam] = [teams[0], teams[1]];
    next[side] = change(teams[side]);
    return next;
  });

/** The last score change per field, for 'Rückgängig' (mistakes at the touchline are constant). */
export const useLastScoreChange = create<Record<FieldNumber, { side: 0 | 1; before: number } | null>>(() => ({ 1: null, 2: null }));

export const scoreActions = {
  change: (field: FieldNumber, side: 0 | 1, delta: number) => {
    const before = fieldStores[field].getState().value[side].score;
    const after = changeScore(before, delta);
    if (after === before) return;
    useLastScoreChange.setState({ [field]: { side, before } });
    update(field, side, (t) => ({ ...t, score: after }));
  },
  undo: (field: FieldNumber) => {
    const last = useLastScoreChange.getState()[field];
    if (!last) return;
    update(field, last.side, (t) => ({ ...t, score: last.before }));
    useLastScoreChange.setState({ [field]: null });
  },
  rename: (field: FieldNumber, side: 0 | 1, name: string) => update(field, side, (t) => ({ ...t, name })),
  /** An emptied name falls back to the default, so the board never shows a blank team. */
  settleName: (field: FieldNumber, side: 0 | 1) =>
    update(field, side, (t) =>
      t.name.trim() === '' ? { ...t, name: DEFAULT_FIELD_TEAMS[field][side].name } : { ...t, name: t.name.trim() },
    ),
  resetScores: (field: FieldNumber) => {
    useLastScoreChange.setState({ [field]: null });
    fieldStores[field].getState().set((teams) => [
      { ...teams[0], score: 0 },
      { ...teams[1], score: 0 },
    ]);
  },
};

const DEFAULT_TEAM_NAMES_FLAT = [...DEFAULT_FIELD_TEAMS[1], ...DEFAULT_FIELD_TEAMS[2]].map((t) => t.name);

/**
 * Teams from the team maker: two teams play on field 1, four on fields 1 and 2, from 0:0.
 * Returns false (changing nothing) for any other number of teams.
 */
export function takeOverScoreTeams(names: readonly string[]): boolean {
  if (names.length !== 2 && names.length !== 4) return false;
  const team = (i: number): ScoreTeam => ({
    name: (names[i] ?? '').trim().slice(0, MAX_TEAM_NAME_LENGTH) || DEFAULT_TEAM_NAMES_FLAT[i] || 'Team',
    score: 0,
  });
  fieldCountStore.getState().set(names.length === 4 ? 2 : 1);
  fieldStores[1].getState().set([team(0), team(1)]);
  if (names.length === 4) fieldStores[2].getState().set([team(2), team(3)]);
  useLastScoreChange.setState({ 1: null, 2: null });
  return true;
}
