import { changeScore, DEFAULT_FIELD_TEAMS, sanitizeFieldTeams, type FieldCount, type ScoreTeam } from '@core/domain/tools/score';
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
  1: createDeviceStore<[ScoreTeam, ScoreTeam]>('team1-single-instance', { version: 1, initial: DEFAULT_FIELD_TEAMS[1], sanitize: (v) => sanitizeFieldTeams(1, v) }),
  2: createDeviceStore<[ScoreTeam, ScoreTeam]>('team2-single-instance', { version: 1, initial: DEFAULT_FIELD_TEAMS[2], sanitize: (v) => sanitizeFieldTeams(2, v) }),
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
    update(field, side, (t) => (t.name.trim() === '' ? { ...t, name: DEFAULT_FIELD_TEAMS[field][side].name } : { ...t, name: t.name.trim() })),
  resetScores: (field: FieldNumber) => {
    useLastScoreChange.setState({ [field]: null });
    fieldStores[field].getState().set((teams) => [{ ...teams[0], score: 0 }, { ...teams[1], score: 0 }]);
  },
};
