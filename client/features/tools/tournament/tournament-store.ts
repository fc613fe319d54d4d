import {
  createMatches,
  DEFAULT_TEAM_NAMES,
  isTeamCount,
  sanitizeMatches,
  type Match,
  type TeamCount,
} from '@core/domain/tools/tournament';
import { MAX_TEAM_NAME_LENGTH } from '@core/domain/tools/score';
import { createDeviceStore } from '@client/lib/device-store';

const DEFAULT_TEAM_COUNT: TeamCount = 4;

/** Spec §3 keys: teamCount (restored only if 3 or 4), matches-3 and matches-4 per team count. */
export const teamCountStore = createDeviceStore<TeamCount>('teamCount', {
  version: 1,
  initial: DEFAULT_TEAM_COUNT,
  sanitize: (stored) => (isTeamCount(stored) ? stored : DEFAULT_TEAM_COUNT),
});

export const matchStores = {
  3: createDeviceStore<Match[]>('matches-3', { version: 1, initial: createMatches(3), sanitize: (v) => sanitizeMatches(3, v) }),
  4: createDeviceStore<Match[]>('matches-4', { version: 1, initial: createMatches(4), sanitize: (v) => sanitizeMatches(4, v) }),
} as const;

interface TournamentView {
  names: string[];
  /** The table shows once 'Platzierung berechnen' was tapped, and stays after a reload. */
  rankingShown: boolean;
}

const freshView: TournamentView = { names: DEFAULT_TEAM_NAMES, rankingShown: false };

export const viewStore = createDeviceStore<TournamentView>('tournament', {
  version: 1,
  initial: freshView,
  sanitize: (stored) => {
    const v = (stored ?? {}) as Partial<Record<keyof TournamentView, unknown>>;
    const names = DEFAULT_TEAM_NAMES.map((fallback, i) => {
      const name = Array.isArray(v.names) ? v.names[i] : undefined;
      return typeof name === 'string' ? name.slice(0, MAX_TEAM_NAME_LENGTH) : fallback;
    });
    return { names, rankingShown: v.rankingShown === true };
  },
});

export const tournamentActions = {
  setTeamCount: (count: TeamCount) => {
    teamCountStore.getState().set(count);
    viewStore.getState().set((v) => ({ ...v, rankingShown: false }));
  },
  setScore: (count: TeamCount, index: number, side: 'homeScore' | 'awayScore', value: number | null) =>
    matchStores[count].getState().set((matches) => matches.map((m, i) => (i === index ? { ...m, [side]: value } : m))),
  rename: (team: number, name: string) => viewStore.getState().set((v) => ({ ...v, names: v.names.map((n, i) => (i === team ? name : n)) })),
  settleName: (team: number) =>
    viewStore.getState().set((v) => ({ ...v, names: v.names.map((n, i) => (i === team ? n.trim() || (DEFAULT_TEAM_NAMES[i] as string) : n)) })),
  /** TEMPORARY until the tournament-options branch lands (it brings 3–6 teams). */
  takeOverTeams: (names: readonly string[]): boolean => {
    if (!isTeamCount(names.length)) return false;
    const count = names.length as TeamCount;
    teamCountStore.getState().set(count);
    matchStores[count].getState().set(createMatches(count));
    viewStore.getState().set((v) => ({ names: v.names.map((n, i) => names[i]?.trim().slice(0, MAX_TEAM_NAME_LENGTH) || n), rankingShown: false }));
    return true;
  },
  showRanking: () => viewStore.getState().set((v) => ({ ...v, rankingShown: true })),
  /** Spec: after confirmation everything starts fresh (matches, team count, names). */
  resetAll: () => {
    matchStores[3].getState().set(createMatches(3));
    matchStores[4].getState().set(createMatches(4));
    teamCountStore.getState().set(DEFAULT_TEAM_COUNT);
    viewStore.getState().set(freshView);
  },
};
