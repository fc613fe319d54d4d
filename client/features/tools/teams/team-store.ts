import {
  isValidSplit,
  makeTeams,
  STRENGTHS,
  teamCountFor,
  teamName,
  type Pair,
  type Split,
  type Strength,
  type TeamCandidate,
} from '@core/domain/tools/teams';
import { createDeviceStore } from '@client/lib/device-store';

/** Where the children come from: a grade-book class (its id) or the typed list. */
export const TYPED_SOURCE = 'names';

/** What the team maker remembers per class: strengths and keep-apart pairs (on this device only). */
export interface GroupSettings {
  strengths: Record<string, Strength>;
  apart: Pair[];
  /** The teams of the last lesson (an earlier day), to mix differently this time. */
  lastLesson: string[][] | null;
}

export interface MadeTeams {
  source: string;
  /** Local day (YYYY-MM-DD) the teams were made: from the next day on they are "last lesson". */
  day: string;
  teams: { name: string; members: string[] }[];
  brokenApart: Pair[];
}

export interface TeamMakerState {
  source: string;
  typedNames: string;
  split: Split;
  balanceStrength: boolean;
  /** Who is absent, valid for one day only. */
  absent: { day: string; ids: string[] };
  groups: Record<string, GroupSettings>;
  current: MadeTeams | null;
}

export const localDay = (date = new Date()) => date.toLocaleDateString('sv');

const fresh: TeamMakerState = {
  source: '',
  typedNames: '',
  split: { by: 'count', value: 2 },
  balanceStrength: false,
  absent: { day: '', ids: [] },
  groups: {},
  current: null,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const isPair = (v: unknown): v is Pair => Array.isArray(v) && v.length === 2 && v.every((s) => typeof s === 'string') && v[0] !== v[1];
const teamsOf = (v: unknown): string[][] | null => (Array.isArray(v) ? v.map(strings) : null);

function sanitizeGroup(v: unknown): GroupSettings {
  const g = isRecord(v) ? v : {};
  const strengths: Record<string, Strength> = {};
  if (isRecord(g.strengths)) {
    for (const [id, s] of Object.entries(g.strengths)) if ((STRENGTHS as readonly unknown[]).includes(s)) strengths[id] = s as Strength;
  }
  return { strengths, apart: Array.isArray(g.apart) ? g.apart.filter(isPair) : [], lastLesson: teamsOf(g.lastLesson) };
}

function sanitizeCurrent(v: unknown): MadeTeams | null {
  if (!isRecord(v) || typeof v.source !== 'string' || typeof v.day !== 'string' || !Array.isArray(v.teams)) return null;
  const teams = v.teams
    .filter(isRecord)
    .map((t, i) => ({ name: typeof t.name === 'string' ? t.name : teamName(i), members: strings(t.members) }));
  return { source: v.source, day: v.day, teams, brokenApart: Array.isArray(v.brokenApart) ? v.brokenApart.filter(isPair) : [] };
}

export function sanitizeTeamMaker(stored: unknown): TeamMakerState {
  const v = isRecord(stored) ? stored : {};
  const split =
    isRecord(v.split) && (v.split.by === 'count' || v.split.by === 'size')
      ? ({ by: v.split.by, value: v.split.value } as Split)
      : fresh.split;
  const groups: Record<string, GroupSettings> = {};
  if (isRecord(v.groups)) for (const [key, group] of Object.entries(v.groups)) groups[key] = sanitizeGroup(group);
  const absent = isRecord(v.absent) && typeof v.absent.day === 'string' ? { day: v.absent.day, ids: strings(v.absent.ids) } : fresh.absent;
  return {
    source: typeof v.source === 'string' ? v.source : '',
    typedNames: typeof v.typedNames === 'string' ? v.typedNames.slice(0, 10_000) : '',
    split: isValidSplit(split) ? split : fresh.split,
    balanceStrength: v.balanceStrength === true,
    absent,
    groups,
    current: sanitizeCurrent(v.current),
  };
}

export const teamMakerStore = createDeviceStore<TeamMakerState>('team-maker', { version: 1, initial: fresh, sanitize: sanitizeTeamMaker });

const set = (change: (s: TeamMakerState) => TeamMakerState) => teamMakerStore.getState().set(change);
const group = (s: TeamMakerState, source: string): GroupSettings => s.groups[source] ?? { strengths: {}, apart: [], lastLesson: null };
const withGroup = (s: TeamMakerState, source: string, change: (g: GroupSettings) => GroupSettings): TeamMakerState => ({
  ...s,
  groups: { ...s.groups, [source]: change(group(s, source)) },
});

/** Absent marks from an earlier day no longer count. */
export const absentToday = (s: TeamMakerState, day = localDay()) => (s.absent.day === day ? s.absent.ids : []);

export const teamMakerActions = {
  setSource: (source: string) => set((s) => ({ ...s, source })),
  setTypedNames: (typedNames: string) => set((s) => ({ ...s, typedNames })),
  setSplit: (split: Split) => set((s) => ({ ...s, split })),
  setBalanceStrength: (balanceStrength: boolean) => set((s) => ({ ...s, balanceStrength })),
  setAbsent: (id: string, absent: boolean) =>
    set((s) => {
      const ids = absentToday(s).filter((x) => x !== id);
      return { ...s, absent: { day: localDay(), ids: absent ? [...ids, id] : ids } };
    }),
  setStrength: (source: string, id: string, strength: Strength | null) =>
    set((s) =>
      withGroup(s, source, (g) => {
        const strengths = { ...g.strengths };
        if (strength === null) delete strengths[id];
        else strengths[id] = strength;
        return { ...g, strengths };
      }),
    ),
  addApart: (source: string, pair: Pair): string | null => {
    if (pair[0] === pair[1]) return 'Bitte zwei verschiedene Kinder wählen.';
    const known = group(teamMakerStore.getState().value, source).apart;
    if (known.some(([a, b]) => (a === pair[0] && b === pair[1]) || (a === pair[1] && b === pair[0])))
      return 'Diese beiden sind schon getrennt.';
    set((s) => withGroup(s, source, (g) => ({ ...g, apart: [...g.apart, pair] })));
    return null;
  },
  removeApart: (source: string, index: number) =>
    set((s) => withGroup(s, source, (g) => ({ ...g, apart: g.apart.filter((_, i) => i !== index) }))),

  /**
   * Makes (or re-shuffles) teams from the children present. Teams made on an earlier day
   * become "last lesson's", which the new mix avoids repeating.
   */
  shuffle: (source: string, present: readonly TeamCandidate[], random: () => number = cryptoRandom) => {
    const state = teamMakerStore.getState().value;
    const day = localDay();
    const previousTeams =
      state.current?.source === source && state.current.day < day
        ? state.current.teams.map((t) => t.members)
        : group(state, source).lastLesson;
    const settings = group(state, source);
    const teamCount = teamCountFor(present.length, state.split);
    const result = makeTeams(present, {
      teamCount,
      balanceStrength: state.balanceStrength,
      apart: settings.apart,
      previous: previousTeams,
      random,
    });
    set((s) => ({
      ...withGroup(s, source, (g) => ({ ...g, lastLesson: previousTeams })),
      current: { source, day, teams: result.teams.map((members, i) => ({ name: teamName(i), members })), brokenApart: result.brokenApart },
    }));
  },
  clearTeams: () => set((s) => ({ ...s, current: null })),
};

/** Fair randomness from the platform's generator (Math.random is fine too, this is just better). */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] as number) / 4294967296;
}

/** Candidates with this device's strength marks attached. */
export function withStrengths(children: readonly Omit<TeamCandidate, 'strength'>[], settings: GroupSettings | undefined): TeamCandidate[] {
  return children.map((c) => ({ ...c, strength: settings?.strengths[c.id] ?? null }));
}
