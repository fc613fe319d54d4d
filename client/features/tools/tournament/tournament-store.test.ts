import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const loadStore = () => import('./tournament-store');

describe('tournament store', () => {
  it('takeOverTeams starts a tournament with the team maker’s teams', async () => {
    const { tournamentActions, teamCountStore, matchStores, viewStore } = await loadStore();
    tournamentActions.setScore(5, 0, 'homeScore', 3);
    tournamentActions.setScore(4, 0, 'homeScore', 2);
    tournamentActions.showRanking();

    const long = 'x'.repeat(40);
    expect(tournamentActions.takeOverTeams(['  Füchse ', '', 'Bären', long, '   '])).toBe(true);
    expect(teamCountStore.getState().value).toBe(5);
    expect(viewStore.getState().value).toEqual({
      names: ['Füchse', 'Team B', 'Bären', 'x'.repeat(30), 'Team E', 'Team F'],
      rankingShown: false,
    });
    expect(matchStores[5].getState().value.every((m) => m.homeScore === null && m.awayScore === null)).toBe(true);
    // Another count's results are not touched.
    expect(matchStores[4].getState().value[0]?.homeScore).toBe(2);
    // Written to the device like any change.
    expect(JSON.parse(localStorage.getItem('teamCount') as string)).toMatchObject({ state: { value: 5 } });
  });

  it('takeOverTeams refuses fewer than 3 or more than 6 names and changes nothing', async () => {
    const { tournamentActions, teamCountStore, viewStore, matchStores } = await loadStore();
    tournamentActions.setScore(4, 1, 'awayScore', 1);
    tournamentActions.showRanking();
    const before = { count: teamCountStore.getState().value, view: viewStore.getState().value, matches: matchStores[4].getState().value };
    for (const names of [[], ['A', 'B'], ['A', 'B', 'C', 'D', 'E', 'F', 'G']]) expect(tournamentActions.takeOverTeams(names)).toBe(false);
    expect({ count: teamCountStore.getState().value, view: viewStore.getState().value, matches: matchStores[4].getState().value }).toEqual(
      before,
    );
  });

  it('keeps results stored in the old order or the other way round (matches-4)', async () => {
    localStorage.setItem('matches-4', JSON.stringify({ state: { value: [{ home: 1, away: 0, homeScore: 2, awayScore: 1 }] }, version: 1 }));
    const { matchStores } = await loadStore();
    expect(matchStores[4].getState().value[0]).toEqual({ home: 0, away: 1, homeScore: 1, awayScore: 2 });
  });

  it('reads stored rules through the sanitizer and keeps them through "Werte zurücksetzen"', async () => {
    localStorage.setItem(
      'tournament-rules',
      JSON.stringify({
        state: { value: { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: [{ criterion: 'headToHead', active: true }] } },
        version: 1,
      }),
    );
    const { rulesStore, tournamentActions } = await loadStore();
    expect(rulesStore.getState().value.points).toEqual({ win: 2, draw: 1, loss: 0 });
    expect(rulesStore.getState().value.tieBreakers.map((t) => t.criterion)).toEqual(['headToHead', 'goalDifference', 'goalsScored']);

    tournamentActions.moveTieBreaker('goalsScored', -1);
    tournamentActions.moveTieBreaker('headToHead', -1); // already first: nothing happens
    tournamentActions.setTieBreakerActive('goalDifference', false);
    tournamentActions.resetAll();
    expect(rulesStore.getState().value.tieBreakers).toEqual([
      { criterion: 'headToHead', active: true },
      { criterion: 'goalsScored', active: true },
      { criterion: 'goalDifference', active: false },
    ]);
    tournamentActions.resetRules();
    expect(rulesStore.getState().value.points).toEqual({ win: 3, draw: 1, loss: 0 });
  });
});
