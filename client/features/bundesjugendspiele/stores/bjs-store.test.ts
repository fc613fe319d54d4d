import { afterEach, describe, expect, it, vi } from 'vitest';
import { classFromNames, newEvent } from '@core/domain/bundesjugendspiele/event';
import { resultKey } from '@core/domain/bundesjugendspiele/results';
import { SET_ASIDE_MARK } from '@client/lib/versioned-storage';

/** Issue 26: what the stations recorded survives a reload, and damage costs only the damaged part. */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const load = () => import('./bjs-store');
const keptAside = () => Object.keys(localStorage).filter((k) => k.startsWith(`bundesjugendspiele${SET_ASIDE_MARK}`));

function event() {
  let n = 0;
  const base = newEvent({ id: 'ev1', date: '2027-06-12', now: '2027-06-01T08:00:00.000Z' });
  return { ...base, classes: [classFromNames('3a', 3, [{ name: 'Anna', gender: 'W' as const }], () => `k${++n}`)] };
}

describe('the Bundesjugendspiele store', () => {
  it('keeps the event and the recorded attempts across a reload', async () => {
    const first = await load();
    first.bjsActions.startEvent(event());
    first.bjsActions.setDeviceLabel('  Station Weitsprung ');
    first.bjsActions.record('zonenweitsprung-3', 'k2', [4, 6]);
    vi.resetModules();
    const second = await load();
    await second.bjsStore.persist.rehydrate();
    const value = second.bjsStore.getState().value;
    expect(value.event?.classes[0]?.children[0]?.name).toBe('Anna');
    expect(value.results[resultKey('zonenweitsprung-3', 'k2')]).toMatchObject({ attempts: [4, 6], by: 'Station Weitsprung' });
  });

  it('keeps a damaged result aside and loads the rest', async () => {
    const good = { eventId: 'ev1', exerciseId: 'sprint-40', childId: 'k2', attempts: [70], at: 'x', by: 'A' };
    const bad = { ...good, exerciseId: 'schlagwurf-3', attempts: ['sieben'] };
    localStorage.setItem(
      'bundesjugendspiele',
      JSON.stringify({ state: { value: { event: event(), results: { a: good, b: bad }, conflicts: [], deviceLabel: '' } }, version: 1 }),
    );
    const { bjsStore } = await load();
    await bjsStore.persist.rehydrate();
    expect(Object.keys(bjsStore.getState().value.results)).toEqual(['a']);
    expect(keptAside()).toHaveLength(1);
    expect(localStorage.getItem(keptAside()[0] as string)).toContain('sieben');
  });

  it('keeps the whole entry aside when the event cannot be read, and never overwrites it unseen', async () => {
    const raw = JSON.stringify({ state: { value: { event: { id: 'ev1' }, results: {}, conflicts: [], deviceLabel: '' } }, version: 1 });
    localStorage.setItem('bundesjugendspiele', raw);
    const { bjsStore } = await load();
    await bjsStore.persist.rehydrate();
    expect(bjsStore.getState().value.event).toBeNull();
    expect(keptAside().map((k) => localStorage.getItem(k))).toEqual([raw]);
  });

  it('removes a class with its children’s results and conflicts', async () => {
    const { bjsActions, bjsStore } = await load();
    bjsActions.startEvent(event());
    bjsActions.record('sprint-40', 'k2', [70]);
    bjsActions.removeClass('k1');
    expect(bjsStore.getState().value.event?.classes).toEqual([]);
    expect(bjsStore.getState().value.results).toEqual({});
  });
});
