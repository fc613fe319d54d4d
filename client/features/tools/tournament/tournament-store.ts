import {
  createMatches,
  DEFAULT_RULES,
  DEFAULT_TEAM_NAMES,
  isTeamCount,
  sanitizeMatches,
  sanitizeRules,
  TEAM_COUNTS,
  type Match,
  type PointRules,
  type TeamCount,
  type TieBreaker,
  type TournamentRules,
} from '@core/domain/tools/tournament';
import { MAX_TEAM_NAME_LENGTH } from '@core/domain/tools/score';
import { createDeviceStore, type DeviceStore } from '@client/lib/device-store';

const DEFAULT_TEAM_COUNT: TeamCount = 4;

/** Spec §3 keys: teamCount (restored only if 3–6), matches-3 … matches-6 per team count. */
export const teamCountStore = createDeviceStore<TeamCount>('teamCount', {
  version: 1,
  initial: DEFAULT_TEAM_COUNT,
  sanitize: (stored) => (isTeamCount(stored) ? stored : DEFAULT_TEAM_COUNT),
});

const matchStore = (count: TeamCount) =>
  createDeviceStore<Match[]>(`matches-${count}`, { version: 1, initial: createMatches(count), sanitize: (v) => sanitizeMatches(count, v) });

export const matchStores: Record<TeamCount, DeviceStore<Match[]>> = {
  3: matchStore(3),
  4: matchStore(4),
  5: matchStore(5),
  6: matchStore(6),
};

/** Points and tie-break order: the teacher's settings, kept through 'Werte zurücksetzen'. */
export const rulesStore = createDeviceStore<TournamentRules>('tournament-rules', {
  version: 1,
  initial: DEFAULT_RULES,
  sanitize: sanitizeRules,
});

interface TournamentView {
  /** Always six names; the first `teamCount` are shown. */
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

const settled = (name: unknown, team: number) =>
  (typeof name === 'string' ? name.trim().slice(0, MAX_TEAM_NAME_LENGTH).trim() : '') || (DEFAULT_TEAM_NAMES[team] as string);

export const tournamentActions = {
  setTeamCount: (count: TeamCount) => {
    teamCountStore.getState().set(count);
    viewStore.getState().set((v) => ({ ...v, rankingShown: false }));
  },
  setScore: (count: TeamCount, index: number, side: 'homeScore' | 'awayScore', value: number | null) =>
    matchStores[count].getState().set((matches) => matches.map((m, i) => (i === index ? { ...m, [side]: value } : m))),
  rename: (team: number, name: string) =>
    viewStore.getState().set((v) => ({ ...v, names: v.names.map((n, i) => (i === team ? name : n)) })),
  settleName: (team: number) =>
    viewStore
      .getState()
      .set((v) => ({ ...v, names: v.names.map((n, i) => (i === team ? n.trim() || (DEFAULT_TEAM_NAMES[i] as string) : n)) })),
  showRanking: () => viewStore.getState().set((v) => ({ ...v, rankingShown: true })),
  /**
   * For the team maker: starts a tournament with these teams. 3–6 names set the team count to
   * their number and the names in order (trimmed, cut to MAX_TEAM_NAME_LENGTH, an empty one
   * becomes its default 'Team …'), clear that count's results and hide the table; the names of
   * further teams and other counts' results stay. Any other number of names changes nothing
   * and returns false.
   */
  takeOverTeams: (names: readonly string[]): boolean => {
    const count = names.length;
    if (!isTeamCount(count)) return false;
    matchStores[count].getState().set(createMatches(count));
    teamCountStore.getState().set(count);
    viewStore
      .getState()
      .set((v) => ({ names: v.names.map((previous, i) => (i < count ? settled(names[i], i) : previous)), rankingShown: false }));
    return true;
  },
  setPoints: (points: PointRules) => rulesStore.getState().set((r) => ({ ...r, points })),
  /** Moves a tie-break one place up (-1) or down (+1); nothing happens at either end. */
  moveTieBreaker: (criterion: TieBreaker, step: -1 | 1) =>
    rulesStore.getState().set((r) => {
      const from = r.tieBreakers.findIndex((t) => t.criterion === criterion);
      const to = from + step;
      if (from < 0 || to < 0 || to >= r.tieBreakers.length) return r;
      const tieBreakers = [...r.tieBreakers];
      [tieBreakers[from], tieBreakers[to]] = [tieBreakers[to]!, tieBreakers[from]!];
      return { ...r, tieBreakers };
    }),
  setTieBreakerActive: (criterion: TieBreaker, active: boolean) =>
    rulesStore.getState().set((r) => ({ ...r, tieBreakers: r.tieBreakers.map((t) => (t.criterion === criterion ? { ...t, active } : t)) })),
  resetRules: () => rulesStore.getState().set(DEFAULT_RULES),
  /** Spec: after confirmation everything starts fresh (matches, team count, names); the rules stay. */
  resetAll: () => {
    for (const count of TEAM_COUNTS) matchStores[count].getState().set(createMatches(count));
    teamCountStore.getState().set(DEFAULT_TEAM_COUNT);
    viewStore.getState().set(freshView);
  },
};
