import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamCandidate } from '@core/domain/tools/teams';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.resetModules();
});

const children: TeamCandidate[] = ['Anna', 'Bea', 'Carl', 'David', 'Eva', 'Fritz'].map((name, i) => ({
  id: `k${i}`,
  name,
  gender: i % 2 ? 'M' : 'W',
  strength: null,
}));
const togetherPairs = (teams: string[][]) =>
  new Set(teams.flatMap((t) => t.flatMap((a) => t.filter((b) => a < b).map((b) => `${a}+${b}`))));

describe('team maker store', () => {
  it('remembers teams made on an earlier day as last lesson’s and mixes away from them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00+01:00'));
    const { teamMakerActions, teamMakerStore } = await import('./team-store');
    teamMakerActions.setSplit({ by: 'count', value: 2 });
    teamMakerActions.shuffle('klasse', children);
    const monday = teamMakerStore.getState().value.current?.teams.map((t) => t.members) ?? [];
    expect(teamMakerStore.getState().value.groups.klasse?.lastLesson).toBeNull();

    vi.setSystemTime(new Date('2026-11-25T08:00:00+01:00'));
    teamMakerActions.shuffle('klasse', children);
    const state = teamMakerStore.getState().value;
    expect(state.groups.klasse?.lastLesson).toEqual(monday);
    // Two teams of three from two teams of three: at best one pair per team repeats.
    const repeated = [...togetherPairs(state.current?.teams.map((t) => t.members) ?? [])].filter((p) => togetherPairs(monday).has(p));
    expect(repeated.length).toBe(2);
    // A re-shuffle on the same day keeps Monday as the lesson to avoid, not today's first try.
    teamMakerActions.shuffle('klasse', children);
    expect(teamMakerStore.getState().value.groups.klasse?.lastLesson).toEqual(monday);
  });

  it('forgets absences the next day and keeps strengths and pairs per class', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00+01:00'));
    const { absentToday, teamMakerActions, teamMakerStore } = await import('./team-store');
    teamMakerActions.setAbsent('k1', true);
    teamMakerActions.setStrength('klasse', 'k2', 3);
    expect(teamMakerActions.addApart('klasse', ['k0', 'k1'])).toBeNull();
    expect(teamMakerActions.addApart('klasse', ['k1', 'k0'])).toBe('Diese beiden sind schon getrennt.');
    expect(teamMakerActions.addApart('klasse', ['k3', 'k3'])).toBe('Bitte zwei verschiedene Kinder wählen.');
    expect(absentToday(teamMakerStore.getState().value)).toEqual(['k1']);
    vi.setSystemTime(new Date('2026-11-24T07:30:00+01:00'));
    expect(absentToday(teamMakerStore.getState().value)).toEqual([]);
    expect(teamMakerStore.getState().value.groups.klasse).toMatchObject({ strengths: { k2: 3 }, apart: [['k0', 'k1']] });
  });

  it('reads damaged stored data as far as it is valid', async () => {
    localStorage.setItem(
      'team-maker',
      JSON.stringify({
        state: {
          value: {
            source: 'klasse',
            split: { by: 'count', value: 9 },
            groups: { klasse: { strengths: { a: 3, b: 7 }, apart: [['a', 'b'], ['c', 'c'], 'x'] } },
            current: { source: 'klasse', day: '2026-11-23', teams: [{ members: ['a', 1] }] },
          },
        },
        version: 1,
      }),
    );
    const { teamMakerStore } = await import('./team-store');
    const state = teamMakerStore.getState().value;
    expect(state.split).toEqual({ by: 'count', value: 2 });
    expect(state.groups.klasse).toEqual({ strengths: { a: 3 }, apart: [['a', 'b']], lastLesson: null });
    expect(state.current?.teams).toEqual([{ name: 'Team Rot', members: ['a'] }]);
  });

  it('hands two or four teams to the score counter, nothing else', async () => {
    const { fieldCountStore, fieldStores, takeOverScoreTeams } = await import('@client/features/tools/score-counter');
    expect(takeOverScoreTeams(['A', 'B', 'C'])).toBe(false);
    expect(fieldStores[1].getState().value.map((t) => t.name)).toEqual(['Team A', 'Team B']);
    expect(takeOverScoreTeams(['Team Rot', 'Team Blau', 'Team Gelb', ' '])).toBe(true);
    expect(fieldCountStore.getState().value).toBe(2);
    expect([...fieldStores[1].getState().value, ...fieldStores[2].getState().value]).toEqual([
      { name: 'Team Rot', score: 0 },
      { name: 'Team Blau', score: 0 },
      { name: 'Team Gelb', score: 0 },
      { name: 'Team D', score: 0 },
    ]);
  });
});
